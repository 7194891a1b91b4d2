import { AlertTriangle, ArrowLeft, ShoppingCart } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { lazyPart } from '@/boot/lazy-page';
import { Seo } from '@/components/seo';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { acceptsPets } from '@/domain/catalogue/tours';
import { fromCents } from '@/domain/money';
import { couponDiscountsOf } from '@/domain/order-drafts';
import { cartLinesBought, type BoughtTour } from '@/domain/purchases';
import { cartTotal } from '@/domain/pricing';
import { RequireSignIn, SignInPrompt } from '@/features/auth';
import { track } from '@/lib/analytics';
import { toast } from '@/lib/toast-store';
import {
  BoardingCard,
  CartItemRow,
  defaultBookingDetails,
  OrderSummary,
  PeopleCard,
  useCart,
  useCartItems,
  useCartAvailability,
  useCartCoupon,
} from '@/features/cart';
import { CouponField } from './components/coupon-field';
import { useCheckoutProblems } from './use-checkout-problems';

const CheckoutFlow = lazyPart(() => import('./components/checkout-flow'));

function PageShell({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-20 pt-8">
      <Seo
        title="Carrinho de Compras | Movie Tour"
        description="Seu carrinho de passeios da Movie Tour."
        path={paths.cart}
        noindex
      />
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar aos passeios
      </Link>
      <h1 className="mt-3 font-display text-5xl tracking-wide text-primary">Carrinho de Compras</h1>
      {children}
    </section>
  );
}

function EmptyCart() {
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <ShoppingCart className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-3 font-display text-3xl tracking-wide">Seu carrinho está vazio</h2>
      <p className="mt-2 text-muted-foreground">Escolha um passeio e reserve sua data.</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
        Continuar Comprando
      </Link>
    </div>
  );
}

/** The checks of spec §5 that failed at the last 'Finalizar Compra', until each is fixed. */
function CheckoutProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="mt-6 rounded-2xl border border-destructive/40 bg-destructive/10 p-4 text-destructive"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5" aria-hidden="true" />
        Atenção! Corrija os seguintes problemas antes de finalizar:
      </p>
      <ul className="mt-2 list-disc pl-6 text-sm">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** Mounted while the payment code loads: the checkout button says 'Processando...' meanwhile. */
function WhileLoading({ onChange }: { onChange: (loading: boolean) => void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/** The signed-in customer's cart: items, boarding place and people, the summary, then the payment. */
function CartContents() {
  const { lines, removeItem, updateItemDate, updateSharedDetails, clearCart } = useCart();
  const items = useCartItems();
  const shared = items[0]?.bookingDetails ?? defaultBookingDetails();
  const availability = useCartAvailability(items.map((item) => item.id));
  const { problems, check } = useCheckoutProblems(items, shared.hotel, availability);
  const [choosing, setChoosing] = useState(false);
  const [loadingFlow, setLoadingFlow] = useState(false);
  const couponState = useCartCoupon(items);
  const { coupon } = couponState;
  const discounts = couponDiscountsOf(items, coupon).map(fromCents);

  // The tours bought leave the cart; a tour added meanwhile (in another tab, say) stays for its own checkout.
  const emptyOf = (bought: BoughtTour[]) => {
    const gone = cartLinesBought(lines, bought);
    if (gone.length === lines.length) clearCart();
    else gone.forEach(removeItem);
  };
  // A bought cart empties while its dialogs are still open ('Pagamento confirmado!', 'Reserva confirmada'): they
  // stay, over the empty cart.
  const flow = choosing ? (
    <Suspense fallback={<WhileLoading onChange={setLoadingFlow} />}>
      <CheckoutFlow items={items} coupon={coupon} onClose={() => setChoosing(false)} onPaid={emptyOf} />
    </Suspense>
  ) : null;
  // The flow stays the fragment's second child either way, so emptying the cart does not remount it.
  if (items.length === 0) {
    return (
      <>
        <EmptyCart />
        {flow}
      </>
    );
  }

  function handleCheckout() {
    if (choosing) return;
    try {
      if (!check()) {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      track('checkout_start', { items: items.length, value: cartTotal(items) });
      setChoosing(true);
    } catch {
      toast({
        title: 'Erro!',
        description: 'Ocorreu um erro ao processar o checkout. Tente novamente.',
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <>
        <CheckoutProblems problems={problems} />
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 gap-6">
            <ul className="grid gap-4" aria-label="Passeios no carrinho">
              {items.map((item, index) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  items={items}
                  discount={discounts[index]}
                  onDateChange={(date) => updateItemDate(item.id, date)}
                  onRemove={() => {
                    removeItem(item.id);
                    toast({
                      title: 'Passeio removido!',
                      description: `${item.title} foi removido do carrinho.`,
                    });
                  }}
                />
              ))}
            </ul>
            <BoardingCard hotel={shared.hotel} onChange={(hotel) => updateSharedDetails({ hotel })} />
            <PeopleCard
              counts={shared}
              onChange={updateSharedDetails}
              withoutPets={items.filter((item) => !acceptsPets(item)).map((item) => item.title)}
            />
          </div>
          <aside className="grid content-start gap-4 self-start lg:sticky lg:top-24">
            <OrderSummary
              items={items}
              coupon={coupon ? { codigo: coupon.codigo, discounts } : null}
              busy={loadingFlow}
              onCheckout={handleCheckout}
            />
            <CouponField {...couponState} />
          </aside>
        </div>
      </>
      {flow}
    </>
  );
}

export function CartPage() {
  return (
    <PageShell>
      <RequireSignIn
        signedOut={
          // Spec §8: the cart asks a visitor who is not signed in to log in, in place.
          <SignInPrompt
            heading="h2"
            message="Você precisa fazer login para acessar seu carrinho de compras."
          />
        }
      >
        <CartContents />
      </RequireSignIn>
    </PageShell>
  );
}

export default CartPage;
