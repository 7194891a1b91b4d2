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
import { RefundNote } from './components/refund-note';
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
                {refundedOrders > 0 ? (
                  <RefundNote orders={refundedOrders} partly payment="card" className="mt-3" />
                ) : null}
              </>
            ) : (
              <>
                <Clock3 className="mx-auto size-14 text-amber-600" aria-hidden="true" />
                <h1 className="mt-4 font-display text-4xl tracking-wide">Pagamento Recebido!</h1>
                {refundedOrders > 0 ? (
                  <RefundNote orders={refundedOrders} partly={false} payment="card" className="mt-3" />
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

export default PaymentResultPage;
