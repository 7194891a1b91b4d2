import { NavLink } from 'react-router-dom';
import { anchors, paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useScrollToSection } from './use-scroll-to-section';

const linkClass =
  'inline-flex h-11 shrink-0 items-center rounded-md px-2.5 font-display text-lg tracking-wider text-primary-foreground/90 transition-colors hover:text-gold sm:px-4 sm:text-xl';

export function NavBar() {
  const scrollTo = useScrollToSection();
  return (
    <nav aria-label="Principal" className="border-t border-white/10 bg-night-soft">
      <ul className="mx-auto flex max-w-6xl items-center justify-center overflow-x-auto px-1 sm:justify-start sm:gap-2 sm:px-4">
        <li>
          <button type="button" onClick={() => scrollTo(anchors.popularTours)} className={linkClass}>
            Passeios
          </button>
        </li>
        <li>
          <NavLink to={paths.combo} className={({ isActive }) => cn(linkClass, isActive && 'text-gold')}>
            Promoções
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.transfer} className={({ isActive }) => cn(linkClass, isActive && 'text-gold')}>
            Transfer
          </NavLink>
        </li>
        <li>
          <button type="button" onClick={() => scrollTo(anchors.vehicles)} className={linkClass}>
            Carros
          </button>
        </li>
      </ul>
    </nav>
  );
}
