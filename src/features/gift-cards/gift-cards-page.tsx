import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Gift } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import {
  giftCardPath,
  validateGiftCardForm,
  type GiftCardForm as FormState,
  type GiftCardOrder,
  type GiftCardPayment,
} from '@/domain/gift-cards';
import { formatBRL } from '@/domain/money';
import type { PixPayment } from '@/domain/pix-payment';
import { useAuth, useSignInFirst } from '@/features/auth';
import { PixDialog } from '@/features/checkout';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast-store';
import { buyGiftCardMutationOptions } from './api/buy-gift-card';
import { myGiftCardsQueryOptions, payGiftCardMutationOptions } from './api/pay-gift-card';
import { GiftCardArtwork } from './components/gift-card-artwork';
import { GiftCardForm } from './components/gift-card-form';

const emptyForm: FormState = {
  choice: '200',
  otherAmount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
};

/** 'Vale-presente pago!': the card's code arrives by e-mail; its printable page once the database gave the code. */
function PaidDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { user } = useAuth();
  // Back from the card's hosted page the webhook may still be on its way: asked again until the code is there.
  const mine = useQuery({
    ...myGiftCardsQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
    refetchInterval: (query) => (query.state.data?.find((card) => card.id === id)?.code ? false : 1000),
  });
  const code = mine.data?.find((card) => card.id === id)?.code ?? null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
          <DialogTitle className="text-center">Vale-presente pago!</DialogTitle>
          <DialogDescription className="text-center">
            Enviamos o código por e-mail, com o link do vale para imprimir.
          </DialogDescription>
        </DialogHeader>
        {code ? (
          <Link to={giftCardPath(code)} className={buttonVariants({ size: 'lg' })}>
            Ver vale-presente
          </Link>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** `/vale-presente`: the offer, open to anyone; buying asks for a login, as the cart does. */
export function GiftCardsPage() {
  const [form, setForm] = useState<FormState>(emptyForm);
  const [pix, setPix] = useState<{ id: number; payment: PixPayment } | null>(null);
  // Stripe's hosted page comes back to /vale-presente?pagamento={id} once the card was charged.
  const [search] = useSearchParams();
  const [paid, setPaid] = useState<number | null>(() => Number(search.get('pagamento')) || null);
  const buy = useMutation(buyGiftCardMutationOptions());
  const pay = useMutation(payGiftCardMutationOptions());
  const signInFirst = useSignInFirst({
    title: 'Faça login para continuar',
    description: 'Entre na sua conta para comprar um vale-presente.',
  });
  const preview = validateGiftCardForm({ ...form, recipientEmail: '', message: '', recipientName: '' });
  const previewValue = preview.ok ? preview.order.valor : null;
  const failed = (error: unknown) =>
    toast({ title: 'Não foi possível continuar', description: errorText(error), variant: 'destructive' });
  const start = (order: GiftCardOrder, payment: GiftCardPayment) => {
    if (!signInFirst()) return;
    buy.mutate(
      { order, payment },
      {
        onSuccess: (id) =>
          pay.mutate(
            { id, payment },
            {
              onSuccess: (checkout) =>
                checkout.kind === 'pix'
                  ? setPix({ id, payment: checkout.payment })
                  : window.location.assign(checkout.url),
              onError: failed,
            },
          ),
        onError: failed,
      },
    );
  };
  return (
    <section className="mx-auto max-w-6xl px-4 pb-20 pt-8">
      <Seo
        title="Vale-presente | Movie Tour"
        description="Dê de presente um passeio em Campos do Jordão: vale-presente de R$ 100, 200, 500 ou o valor que quiser."
        path={paths.giftCards}
      />
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-curtain">
        <Gift className="size-4" aria-hidden="true" />
        Presente de cinema
      </p>
      <h1 className="mt-1 font-display text-5xl tracking-wide text-primary">Vale-presente</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Dê de presente um passeio em Campos do Jordão. Quem recebe escolhe o passeio e a data: o valor vira
        crédito na conta por 12 meses.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6">
          <GiftCardForm
            form={form}
            onChange={setForm}
            busy={buy.isPending || pay.isPending}
            onSubmit={start}
          />
        </div>
        <aside aria-label="Prévia do vale-presente" className="grid content-start gap-3 lg:sticky lg:top-24">
          <div className="rounded-2xl bg-night p-3 shadow-sm">
            <GiftCardArtwork valor={previewValue} title="Prévia do vale-presente" />
          </div>
          <p className="text-sm text-muted-foreground">
            {form.recipientName.trim() ? `Para ${form.recipientName.trim()}. ` : ''}
            {previewValue ? `Vale ${formatBRL(previewValue)} em qualquer passeio. ` : ''}O código chega por
            e-mail, com um cartão para imprimir.
          </p>
        </aside>
      </div>
      {pix ? (
        <Suspense fallback={null}>
          <PixDialog
            payment={pix.payment}
            onOpenChange={(open) => !open && setPix(null)}
            onNotified={() => {
              setPix(null);
              toast({
                title: 'Pagamento em Análise',
                description: 'Assim que o PIX for confirmado, o código chega por e-mail.',
              });
            }}
            onPaid={() => undefined}
            paidText="Seu vale-presente está pago. O código chega por e-mail, com o cartão para imprimir."
            onShowPurchases={() => {
              setPaid(pix.id);
              setPix(null);
              setForm(emptyForm);
            }}
          />
        </Suspense>
      ) : null}
      {paid !== null ? <PaidDialog id={paid} onClose={() => setPaid(null)} /> : null}
    </section>
  );
}

export default GiftCardsPage;
