import type { ReactNode } from 'react';

/**
 * A titled list below a page's main one: checkouts below the pending ones ('Prazo vencido', the ones paid
 * automatically), the payments without a booking to refund below the requests.
 */
export function CheckoutSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-3xl tracking-wide text-primary">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{description}</p>
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">{children}</ul>
    </section>
  );
}
