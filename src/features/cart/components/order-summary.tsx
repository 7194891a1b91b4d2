import { BadgePercent, Loader2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatBRL, sumMoney } from '@/domain/money';
import { pixBanner } from '@/domain/pix-discount';
import { cartItemTotal, cartTotal } from '@/domain/pricing';
import type { CartItem } from '@/domain/types';
import { cn } from '@/lib/cn';

/** A coupon applied to the cart: its code and each item's discount in R$, in cart order. */
export type SummaryCoupon = { codigo: string; discounts: number[] };

type OrderSummaryProps = {
  items: CartItem[];
  coupon?: SummaryCoupon | null;
  busy: boolean;
  onCheckout: () => void;
};

/** An item's price, struck through beside the new one when a coupon covers it. */
export function LinePrice({
  total,
  discount,
  className = 'justify-end',
}: {
  total: number;
  discount: number;
  className?: string;
}) {
  if (discount <= 0) return <span className="font-medium tabular-nums">{formatBRL(total)}</span>;
  return (
    <span className={cn('flex flex-wrap gap-x-2 tabular-nums', className)}>
      <s className="text-muted-foreground">
        <span className="sr-only">de </span>
        {formatBRL(total)}
      </s>
      <span className="font-medium">
        <span className="sr-only">por </span>
        {formatBRL(sumMoney([total, -discount]))}
      </span>
    </span>
  );
}

export function OrderSummary({ items, coupon, busy, onCheckout }: OrderSummaryProps) {
  const banner = pixBanner(items.length);
  const couponTotal = coupon ? sumMoney(coupon.discounts) : 0;
  return (
    <section
      aria-labelledby="resumo-titulo"
      className="rounded-2xl border border-border bg-card p-5 shadow-lg"
    >
      <h2 id="resumo-titulo" className="font-display text-3xl tracking-wide text-primary">
        Resumo do pedido
      </h2>
      <ul className="mt-4 grid gap-2 text-sm">
        {items.map((item, index) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span className="text-muted-foreground">{item.title}</span>
            <LinePrice total={cartItemTotal(item)} discount={coupon?.discounts[index] ?? 0} />
          </li>
        ))}
      </ul>
      {coupon && couponTotal > 0 ? (
        <p className="mt-3 flex justify-between gap-3 border-t border-border pt-3 text-sm font-semibold text-success">
          <span className="wrap-anywhere">Cupom {coupon.codigo}:</span>
          <span className="shrink-0 tabular-nums">-{formatBRL(couponTotal)}</span>
        </p>
      ) : null}
      <div className="mt-4 rounded-xl border border-accent/60 bg-accent/10 p-3 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <BadgePercent className="size-4 text-curtain" aria-hidden="true" />
          Pague com PIX e ganhe {formatBRL(banner.perTour)} de desconto por passeio
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {banner.tiers.map((tier) => (
            <li
              key={tier.tours}
              className={cn(
                'rounded-full px-2.5 py-1 text-xs font-semibold',
                tier.reached ? 'bg-success text-white' : 'bg-muted text-muted-foreground',
              )}
            >
              {tier.tours} passeios: {formatBRL(tier.discount)}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">
          Desconto por adulto, a partir de 2 passeios, aplicado no PIX.
        </p>
      </div>
      <p className="mt-4 flex items-baseline justify-between border-t border-border pt-4">
        <span className="font-semibold">Total</span>
        <span className="font-display text-4xl tracking-wide text-curtain">
          {formatBRL(sumMoney([cartTotal(items), -couponTotal]))}
        </span>
      </p>
      {/* Busy, the button stays focusable (aria-disabled, not disabled): a disabled button drops the keyboard's focus
          to the page, and the payment dialog that opens next would have nothing to give it back to when closed. */}
      <Button
        size="lg"
        variant="accent"
        className="mt-4 w-full text-base aria-disabled:cursor-wait aria-disabled:opacity-50"
        onClick={busy ? undefined : onCheckout}
        aria-disabled={busy || undefined}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? 'Processando...' : 'Finalizar Compra'}
      </Button>
      <Link to={paths.home} className={cn(buttonVariants({ variant: 'outline' }), 'mt-2 w-full')}>
        Continuar Comprando
      </Link>
    </section>
  );
}
