import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { cn } from '@/lib/cn';
import { openRequestsCountQueryOptions } from '../api/booking-requests';
import { operatorSections } from './operator-sections';

/** How many requests wait for the operator, beside 'Solicitações'. */
function OpenRequestsBadge() {
  const open = useQuery(openRequestsCountQueryOptions());
  if (!open.data) return null;
  return (
    <span className="ml-1.5 rounded-full bg-curtain px-1.5 py-0.5 text-xs leading-none text-white">
      {open.data}
      <span className="sr-only"> {open.data === 1 ? 'aberta' : 'abertas'}</span>
    </span>
  );
}

type OperatorShellProps = {
  title: string;
  description: string;
  path: string;
  /** Beside the title: the page's main actions. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every console page, and of the operator check's states (require-operator.tsx). */
export const operatorPageClass = 'mx-auto w-full max-w-6xl px-4 pb-20 pt-6 print:max-w-none print:p-0';

/**
 * Title, the console's navigation and the page. A page module exports it behind the operator check
 * (`operatorPage` in require-operator.tsx), so the page's queries run for the operator only.
 */
export function OperatorShell({ title, description, path, actions, children }: OperatorShellProps) {
  return (
    <section className={operatorPageClass}>
      <Seo title={`${title} | Painel do operador`} description={description} path={path} noindex />
      <nav
        aria-label="Painel do operador"
        className="-mx-4 overflow-x-auto px-4 lg:overflow-visible print:hidden"
      >
        <ul className="relative flex min-w-max gap-1 border-b border-border lg:min-w-0 lg:flex-wrap">
          {operatorSections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold transition-colors',
                    isActive
                      ? 'border-primary text-primary'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {section.label}
                {section.badge ? <OpenRequestsBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between print:hidden">
        <div>
          <h1 className="font-display text-4xl tracking-wide text-primary sm:text-5xl">{title}</h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
