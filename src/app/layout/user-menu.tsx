import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bus, LayoutDashboard, LogOut, ScrollText, Ticket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { TopBarUser } from './use-top-bar-state';
import { UserMenuTriggerContent, userMenuTriggerClass } from './user-menu-trigger';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-foreground outline-none data-[highlighted]:bg-muted data-[highlighted]:text-primary';

type UserMenuProps = { user: TopBarUser; onLogout: () => void };

export function UserMenu({ user, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={userMenuTriggerClass}>
        <UserMenuTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold">{user.name?.trim() || 'Usuário'}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.myPurchases}>
              <Ticket aria-hidden="true" className="size-4" />
              Minhas Compras
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.cancellationPolicy}>
              <ScrollText aria-hidden="true" className="size-4" />
              Regras de Cancelamento
            </Link>
          </DropdownMenu.Item>
          {user.operator ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.operator.dashboard}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Painel do operador
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user.staff ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.boarding}>
                <Bus aria-hidden="true" className="size-4" />
                Embarque
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut aria-hidden="true" className="size-4" />
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
