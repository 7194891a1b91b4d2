import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

type InfoPageHeaderProps = {
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
};

/** Night-blue title band shared by the info pages, with a 'Início › page' trail. */
export function InfoPageHeader({ eyebrow, title, children }: InfoPageHeaderProps) {
  return (
    <div className="on-dark film-grain bg-night text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-6 sm:pb-16">
        <nav aria-label="Trilha de navegação" className="text-sm">
          <ol className="flex flex-wrap items-center gap-1.5 text-primary-foreground/75">
            <li>
              <Link to={paths.home} className="rounded-sm hover:text-gold">
                Início
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-medium text-primary-foreground">
              {title}
            </li>
          </ol>
        </nav>
        <p className="mt-8 text-sm font-semibold uppercase tracking-[0.25em] text-gold">{eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl leading-none tracking-wide min-[400px]:text-5xl sm:text-6xl">
          {title}
        </h1>
        {children ? (
          <div className="mt-4 max-w-2xl text-base leading-relaxed text-primary-foreground/85">
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
