import { ChevronDown, UserRound } from 'lucide-react';

/**
 * The signed-in customer's menu button, one look for both: the placeholder while the menu's code loads
 * (top-bar.tsx) and the menu's own trigger (user-menu.tsx).
 */
export const userMenuTriggerClass =
  'inline-flex h-10 items-center gap-2 rounded-full border border-gold/60 px-3 text-sm font-semibold text-primary-foreground transition-colors hover:bg-white/10 sm:px-4';

export function UserMenuTriggerContent() {
  return (
    <>
      <UserRound aria-hidden="true" className="size-4 text-gold" />
      {/* Below 360 px the word would push the cart over the shop's name: the icons stay, the name stays "Menu". */}
      <span className="max-[359px]:sr-only">Menu</span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
}
