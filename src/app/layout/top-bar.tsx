import { ShoppingCart } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { lazyPart } from '@/boot/lazy-page';
import { BrandMark } from '@/components/brand-mark';
import { paths } from '@/config/paths';
import type { TopBarState } from './use-top-bar-state';
import { UserMenuTriggerContent, userMenuTriggerClass } from './user-menu-trigger';

// The menu (Radix dropdown, its positioning and focus code) is only for signed-in customers: it loads with the
// session instead of with every first page view.
const UserMenu = lazyPart(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Looks like the menu's trigger while the menu's code loads. */
function UserMenuPlaceholder() {
  return (
    <button type="button" disabled className={userMenuTriggerClass}>
      <UserMenuTriggerContent />
    </button>
  );
}

function cartLabel(count: number): string {
  if (count <= 0) return 'Carrinho de compras';
  return `Carrinho de compras, ${count} ${count === 1 ? 'item' : 'itens'}`;
}

export function TopBar({ itemCount, user, onCartClick, onLoginClick, onLogout }: TopBarState) {
  const navigate = useNavigate();
  const logout = async () => {
    await onLogout();
    navigate(paths.home);
  };
  return (
    <div className="bg-night text-primary-foreground">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link
          to={paths.home}
          aria-label="Movie Tour — página inicial"
          className="flex min-w-0 items-center gap-3 rounded-md"
        >
          <BrandMark width={40} height={40} className="size-10 shrink-0" />
          <span className="leading-none">
            {/* A size smaller below 360 px, where it would not fit beside the cart and the menu. */}
            <span className="block whitespace-nowrap font-display text-2xl tracking-wider text-gold max-[359px]:text-xl">
              Movie Tour
            </span>
            <span className="hidden text-[0.7rem] uppercase tracking-[0.2em] text-primary-foreground/75 sm:block">
              Campos do Jordão
            </span>
          </span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <button
            type="button"
            onClick={onCartClick}
            aria-label={cartLabel(itemCount)}
            className="relative inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-white/10"
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {itemCount > 0 ? (
              <span
                aria-hidden="true"
                data-testid="cart-count"
                className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold px-1 text-xs font-bold leading-5 text-night"
              >
                {itemCount > 99 ? '99+' : itemCount}
              </span>
            ) : null}
          </button>
          {user ? (
            <Suspense fallback={<UserMenuPlaceholder />}>
              <UserMenu user={user} onLogout={() => void logout()} />
            </Suspense>
          ) : (
            <button
              type="button"
              onClick={onLoginClick}
              className="inline-flex h-10 items-center rounded-full bg-gold px-5 text-sm font-bold text-night transition-colors hover:bg-gold/90"
            >
              Entrar
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
