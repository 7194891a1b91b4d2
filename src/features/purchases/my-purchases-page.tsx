import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { buttonVariants } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { todayInSaoPaulo } from '@/domain/calendar-days';
import { moneyFromColumn } from '@/domain/orders';
import type { PixPayment } from '@/domain/pix-payment';
import { bookingChanges } from '@/domain/booking-changes';
import {
  cancelledOrderCards,
  cancelledPurchases,
  classifyPurchases,
  creditPaidByCard,
  paymentRefundsByCard,
  type BoughtTour,
  type PurchaseCard,
} from '@/domain/purchases';
import { RequireSignIn, useAuth } from '@/features/auth';
import { CreditPanel } from '@/features/credits';
import { RedeemGiftCard } from '@/features/gift-cards';
import {
  myBookingRequestsQueryOptions,
  myCancelledOrdersQueryOptions,
  myPaymentRefundsQueryOptions,
  myPurchasesQueryOptions,
} from '@/features/orders';
import { PayByPix, PixPayDialogs, type PixOpen } from './components/pay-by-pix';
import { PayPendingByCard } from './components/pay-pending-by-card';
import { pendingGroupId, PurchaseCardExtra, type CardGroup } from './components/purchase-card-extra';
import { PurchaseGroup } from './components/purchase-group';

function Loading() {
  return <LoadingStatus className="mt-12 justify-center">Carregando suas compras...</LoadingStatus>;
}

function NoPurchases() {
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <Ticket className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-3 font-display text-3xl tracking-wide">Nenhum passeio reservado ainda</h2>
      <p className="mt-2 text-muted-foreground">
        Quando você fizer sua primeira reserva, ela aparecerá aqui.
      </p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
        Ver passeios
      </Link>
    </div>
  );
}

/**
 * The signed-in customer's orders and itineraries in the spec's three groups, each booking with the state of its
 * latest cancellation or rescheduling request, and the bookings cancelled through a request in a fourth group.
 */
function Purchases({ userId }: { userId: string }) {
  const today = todayInSaoPaulo(new Date());
  const query = useQuery(myPurchasesQueryOptions(userId, today));
  const requests = useQuery(myBookingRequestsQueryOptions(userId));
  const cancelledOrders = useQuery(myCancelledOrdersQueryOptions(userId));
  const paymentRefunds = useQuery(myPaymentRefundsQueryOptions(userId));
  const [pix, setPix] = useState<PixOpen>(null);
  const openPix = (payment: PixPayment, bought: BoughtTour[]) => setPix({ payment, bought, step: 'pix' });
  if (query.isPending || requests.isPending || cancelledOrders.isPending || paymentRefunds.isPending) {
    return <Loading />;
  }
  const groups = query.data
    ? classifyPurchases({
        pendingOrders: query.data.pendingOrders,
        paidCardOrders: query.data.paidCardOrders,
        itineraries: [...query.data.upcomingItineraries, ...query.data.pastItineraries],
        today,
      })
    : { pending: [], purchased: [], completed: [] };
  const shown = [...groups.pending, ...groups.purchased, ...groups.completed];
  const viaRequests = cancelledPurchases(requests.data ?? [], new Set(shown.map((card) => card.key)));
  const cancelled = [
    ...viaRequests,
    ...cancelledOrderCards(
      cancelledOrders.data ?? [],
      new Set([...shown, ...viaRequests].map((card) => card.key)),
    ),
  ];
  const dialogs = <PixPayDialogs open={pix} onChange={setPix} />;
  if (shown.length + cancelled.length === 0) return <NoPurchases />;
  const changes = bookingChanges(requests.data ?? []);
  // What the credit paid of each pending order: the rest is what PIX or the card still charge. A lapsed PIX order
  // keeps its `credito_usado`: a new PIX takes that credit again (or is refused), so it charges the rest too.
  const creditUsed = new Map(
    [...(query.data?.pendingOrders ?? []), ...(cancelledOrders.data ?? [])].map((order) => [
      order.id,
      moneyFromColumn(order.credito_usado) ?? 0,
    ]),
  );
  // What the credit paid of each booking that went ahead: confirmed, done, or cancelled through a request. An
  // order cancelled unpaid got its credit back, and says nothing of it.
  const creditPaid = creditPaidByCard(
    [...groups.purchased, ...groups.completed, ...viaRequests],
    query.data?.creditOrders ?? [],
  );
  // Money a payment brought after its order was cancelled, going back by itself: said on the order's card.
  const refundsOfPayments = paymentRefundsByCard(
    cancelledOrders.data ?? [],
    paymentRefunds.data?.refunds ?? [],
    paymentRefunds.data?.charges ?? [],
  );
  const extra = (group: CardGroup) => (card: PurchaseCard) => (
    <PurchaseCardExtra
      card={card}
      group={group}
      change={changes.get(card.key)}
      credit={
        group === 'pending'
          ? card.source === 'pedido_site'
            ? creditUsed.get(card.id)
            : undefined
          : creditPaid.get(card.key)
      }
      paymentRefunds={refundsOfPayments.get(card.key)}
    />
  );
  return (
    <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-5">
      <PurchaseGroup
        id={pendingGroupId}
        title="Aguardando Confirmação de Pagamento"
        cards={groups.pending}
        footer={
          <>
            <PayByPix
              cards={groups.pending}
              today={today}
              lapsed={false}
              creditUsed={creditUsed}
              onOpen={openPix}
            />
            <PayPendingByCard cards={groups.pending} creditUsed={creditUsed} />
          </>
        }
        renderExtra={extra('pending')}
      />
      <PurchaseGroup title="Passeios Comprados" cards={groups.purchased} renderExtra={extra('purchased')} />
      <PurchaseGroup title="Passeios Realizados" cards={groups.completed} renderExtra={extra('completed')} />
      {cancelled.length > 0 ? (
        <PurchaseGroup
          title="Cancelados"
          cards={cancelled}
          footer={
            <PayByPix cards={cancelled} today={today} lapsed creditUsed={creditUsed} onOpen={openPix} />
          }
          renderExtra={extra('cancelled')}
        />
      ) : null}
      {dialogs}
    </div>
  );
}

function PageShell({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-5xl px-4 pb-20 pt-8">
      <Seo
        title="Minhas Compras | Movie Tour"
        description="Acompanhe seus passeios reservados."
        path={paths.myPurchases}
        noindex
      />
      <h1 className="font-display text-5xl tracking-wide text-primary">Minhas Compras</h1>
      <p className="mt-1 text-muted-foreground">Acompanhe seus passeios reservados</p>
      {children}
    </section>
  );
}

/** `/minhas-compras`: a visitor who is not signed in goes to /auth and comes back here. */
export function MyPurchasesPage() {
  const { user } = useAuth();
  return (
    <RequireSignIn
      loading={
        <PageShell>
          <Loading />
        </PageShell>
      }
    >
      <PageShell>
        {user ? (
          <>
            <CreditPanel userId={user.id} />
            <RedeemGiftCard />
            <Purchases userId={user.id} />
          </>
        ) : (
          <Loading />
        )}
      </PageShell>
    </RequireSignIn>
  );
}

export default MyPurchasesPage;
