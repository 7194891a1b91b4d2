import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock3, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart';
import { orderKeys, paymentVerificationQueryOptions } from '@/features/orders';
import { track } from '@/lib/analytics';
import { toast } from '@/lib/toast-store';

type View = 'verifying' | 'confirmed' | 'received';

/** `/pagamento-sucesso?session_id=...`: where the payment provider sends the customer back (spec §4). */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const { clearCart } = useCart();
  const queryClient = useQueryClient();
  const verification = useQuery(paymentVerificationQueryOptions(sessionId));

  const view: View =
    sessionId === null
      ? 'received'
      : verification.isPending
        ? 'verifying'
        : verification.data?.success
          ? 'confirmed'
          : 'received';
  const refundedOrders = verification.data?.refundedOrders ?? 0;

  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    if (verification.isSuccess && verification.data.success) {
      handled.current = sessionId;
      clearCart();
      // Once per payment, even if the customer reloads this page.
      try {
        const key = `checkout_complete_${sessionId}`;
        if (!sessionStorage.getItem(key)) {
          sessionStorage.setItem(key, '1');
          track('checkout_complete', { method: 'card' });
        }
      } catch {
        track('checkout_complete', { method: 'card' });
      }
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    } else if (verification.isError) {
      handled.current = sessionId;
      toast({
        title: 'Aviso',
        description:
          'Não foi possível verificar o pagamento automaticamente. Entre em contato se tiver dúvidas.',
      });
    }
  }, [sessionId, verification.isSuccess, verification.isError, verification.data, clearCart, queryClient]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-12">
      <Seo
        title="Pagamento | Movie Tour"
        description="Resultado do pagamento da sua reserva."
        path={paths.paymentResult}
        noindex
      />
      <div
        className="w-full rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
        aria-live="polite"
      >
        {view === 'verifying' ? (
          <div role="status">
            <Loader2 className="mx-auto size-12 animate-spin text-primary" aria-hidden="true" />
            <h1 className="mt-4 font-display text-4xl tracking-wide">Verificando pagamento...</h1>
            <p className="mt-2 text-muted-foreground">
              Aguarde um instante, estamos confirmando com o banco.
            </p>
          </div>
        ) : (
          <div>
            {view === 'confirmed' ? (
              <>
                <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
                <h1 className="mt-4 font-display text-4xl tracking-wide">Pagamento Confirmado!</h1>
                <p className="mt-3 text-muted-foreground">
                  Seus passeios estão reservados. Você receberá os detalhes por e-mail e WhatsApp.
                </p>
                {refundedOrders > 0 ? <RefundNote orders={refundedOrders} partly /> : null}
              </>
            ) : (
              <>
                <Clock3 className="mx-auto size-14 text-amber-600" aria-hidden="true" />
                <h1 className="mt-4 font-display text-4xl tracking-wide">Pagamento Recebido!</h1>
                {refundedOrders > 0 ? (
                  <RefundNote orders={refundedOrders} partly={false} />
                ) : (
                  <p className="mt-3 text-muted-foreground">
                    Sua reserva está sendo processada. A confirmação chega em até 24 horas por e-mail e
                    WhatsApp.
                  </p>
                )}
              </>
            )}
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to={paths.myPurchases} className={buttonVariants({ size: 'lg' })}>
                Ver Minhas Compras
              </Link>
              <Link to={paths.home} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                Voltar ao Início
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * A payment that came after the customer cancelled its orders (all of them, or `partly`) books nothing for them:
 * the database recorded the money for the operator to refund.
 */
function RefundNote({ orders, partly }: { orders: number; partly: boolean }) {
  const which = partly
    ? orders === 1
      ? 'Um pedido desta compra já estava cancelado'
      : `${orders} pedidos desta compra já estavam cancelados`
    : orders === 1
      ? 'O pedido deste pagamento já estava cancelado'
      : 'Os pedidos deste pagamento já estavam cancelados';
  return (
    <p role="note" className="mt-3 rounded-lg bg-muted px-4 py-3 text-sm">
      {which} quando o pagamento chegou: o valor {orders === 1 ? 'dele' : 'deles'} será estornado no seu
      cartão. Dúvidas? Fale com a gente pelo WhatsApp.
    </p>
  );
}

export default PaymentResultPage;
