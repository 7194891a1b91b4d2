import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, Loader2, TimerOff, Undo2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogStatusHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { site } from '@/config/site';
import { buildPixPayload, truncateForDisplay } from '@/domain/br-code';
import { formatBRL } from '@/domain/money';
import { pixChargePhase, pixTimeLeft, type PixChargePhase, type PixPayment } from '@/domain/pix-payment';
import { orderKeys, pixChargeQueryOptions } from '@/features/orders';
import { refreshAfterMutation } from '@/lib/query-client';
import { useNow } from '@/lib/use-now';
import { CopyField } from './copy-field';
import { RefundNote } from './refund-note';

type PixDialogProps = {
  payment: PixPayment;
  onOpenChange: (open: boolean) => void;
  /** 'Click aqui se pagamento Efetuado': the customer says they paid (from another device, say). */
  onNotified: () => void;
  /** The provider's charge was paid: called once, when the dialog learns of it. */
  onPaid: () => void;
  /** 'Minhas Compras', once paid. */
  onShowPurchases: () => void;
  /** What the paid charge bought, said under 'Pagamento confirmado!' (by default, the checkout's booking). */
  paidText?: string;
};

/**
 * The PIX payment: the provider's charge with its live status (issue 29), or the static key the operator
 * confirms by hand. Compact on phones: at 360 × 780 all of it, the buttons included, is on screen.
 */
export function PixDialog({ payment, onOpenChange, ...actions }: PixDialogProps) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg gap-3 p-5 sm:gap-4 sm:p-6">
        {payment.kind === 'charge' ? (
          <ChargeBody payment={payment} {...actions} />
        ) : (
          <StaticBody payment={payment} onNotified={actions.onNotified} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Heading() {
  return (
    <DialogHeader>
      <DialogTitle>Pagamento via PIX</DialogTitle>
      {/* Read to screen readers everywhere, shown from tablets up: on a phone the code itself says it. */}
      <DialogDescription className="sr-only sm:not-sr-only">
        Escaneie o QR Code no app do seu banco ou use o PIX copia e cola.
      </DialogDescription>
    </DialogHeader>
  );
}

function Amount({ amount }: { amount: number }) {
  return (
    <p className="text-center leading-tight">
      <span className="block text-sm text-muted-foreground">Valor a pagar</span>
      <span className="font-display text-4xl tracking-wide text-curtain sm:text-5xl">
        {formatBRL(amount)}
      </span>
    </p>
  );
}

function Code({ value, amount }: { value: string; amount: number }) {
  // The white padding is the code's quiet zone (about four modules), which scanners need around it.
  return (
    <div className="mx-auto rounded-2xl bg-white p-4 shadow-inner">
      <QRCodeSVG value={value} size={184} level="M" title={`QR Code PIX de ${formatBRL(amount)}`} />
    </div>
  );
}

function Details({ txid }: { txid: string }) {
  return (
    // The identifier keeps its own width on one line (its digits are tabular), so no transaction id wraps differently.
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-xl bg-muted p-3 text-sm">
      <div>
        <dt className="text-xs text-muted-foreground">Beneficiário</dt>
        <dd className="break-words font-medium">{site.pix.beneficiary}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Identificador</dt>
        <dd className="whitespace-nowrap font-medium tabular-nums">{truncateForDisplay(txid, 20)}</dd>
      </div>
    </dl>
  );
}

function NotifyButton({ onNotified, quiet = false }: { onNotified: () => void; quiet?: boolean }) {
  return (
    <Button
      size="lg"
      variant={quiet ? 'outline' : 'accent'}
      className="h-auto min-h-12 whitespace-normal py-2"
      onClick={onNotified}
    >
      Click aqui se pagamento Efetuado
    </Button>
  );
}

/** The static key: the customer pays the key and says so; the operator finds the transfer by its identifier. */
function StaticBody({
  payment,
  onNotified,
}: {
  payment: Extract<PixPayment, { kind: 'static' }>;
  onNotified: () => void;
}) {
  const { amount, txid } = payment;
  const code = useMemo(
    () =>
      buildPixPayload({ key: site.pix.key, name: site.pix.beneficiary, city: site.pix.city, amount, txid }),
    [amount, txid],
  );
  return (
    <>
      <Heading />
      <Amount amount={amount} />
      <Code value={code} amount={amount} />
      <CopyField label="PIX copia e cola" value={code} successTitle="Código PIX copiado!" />
      <CopyField label="Chave PIX" value={site.pix.key} successTitle="Chave PIX copiada!" />
      <Details txid={txid} />
      <NotifyButton onNotified={onNotified} />
    </>
  );
}

type ChargeBodyProps = Omit<PixDialogProps, 'payment' | 'onOpenChange'> & {
  payment: Extract<PixPayment, { kind: 'charge' }>;
};

/** The provider's charge: its code, the time left and the live status, until it is paid or expires. */
function ChargeBody({ payment, onNotified, onPaid, onShowPurchases, paidText }: ChargeBodyProps) {
  const now = useNow();
  const { data: row } = useQuery(pixChargeQueryOptions(payment.chargeId));
  const phase = pixChargePhase(row, payment.expiresAt, now);
  const unbooked = row?.unbooked ?? 0;
  // Paid, but none of its orders booked (all cancelled before the money came): nothing was bought.
  const nothingBooked = row !== null && row !== undefined && row.orders > 0 && unbooked >= row.orders;
  useSettledOnce(phase, nothingBooked ? () => undefined : onPaid);

  if (phase === 'paid') {
    return nothingBooked ? (
      <Refunded onShowPurchases={onShowPurchases} orders={unbooked} />
    ) : (
      <Paid onShowPurchases={onShowPurchases} text={paidText} unbooked={unbooked} />
    );
  }
  if (phase === 'expired') return <Expired onShowPurchases={onShowPurchases} />;
  return (
    <>
      <Heading />
      <Amount amount={payment.amount} />
      <Code value={payment.brCode} amount={payment.amount} />
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm">
        <p role="status" className="flex items-center gap-1.5 font-medium">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Aguardando pagamento…
        </p>
        <p className="tabular-nums text-muted-foreground">Expira em {pixTimeLeft(payment.expiresAt, now)}</p>
      </div>
      <CopyField label="PIX copia e cola" value={payment.brCode} successTitle="Código PIX copiado!" />
      <Details txid={payment.txid} />
      {payment.testPageUrl ? (
        <a
          href={payment.testPageUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4"
        >
          Abrir página de teste do PIX
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      ) : null}
      <NotifyButton onNotified={onNotified} quiet />
    </>
  );
}

/**
 * Once the charge is settled, paid (the booking confirmed) or expired (the orders lapsed), the customer's orders
 * are read again; `onPaid` is called once when it was paid.
 */
function useSettledOnce(phase: PixChargePhase, onPaid: () => void) {
  const client = useQueryClient();
  const done = useRef(false);
  const settled = useEffectEvent((paid: boolean) => {
    void refreshAfterMutation(client, orderKeys.mine());
    if (paid) onPaid();
  });
  useEffect(() => {
    if (phase === 'waiting' || done.current) return;
    done.current = true;
    settled(phase === 'paid');
  }, [phase]);
}

type PaidProps = { onShowPurchases: () => void; text?: string; unbooked: number };

function Paid({
  onShowPurchases,
  text = 'Sua reserva está confirmada. Enviamos os detalhes para o seu e-mail.',
  unbooked,
}: PaidProps) {
  return (
    <>
      <DialogStatusHeader icon={CheckCircle2} tone="done" title="Pagamento confirmado!" announce>
        {text}
      </DialogStatusHeader>
      {unbooked > 0 ? <RefundNote orders={unbooked} partly payment="pix" /> : null}
      <Button size="lg" onClick={onShowPurchases}>
        Minhas Compras
      </Button>
    </>
  );
}

/** The money came after every order it paid for had been cancelled: nothing is booked, and it goes back. */
function Refunded({ onShowPurchases, orders }: { onShowPurchases: () => void; orders: number }) {
  return (
    <>
      <DialogStatusHeader icon={Undo2} tone="lapsed" title="Pagamento recebido" announce>
        Nenhum passeio foi reservado com este pagamento.
      </DialogStatusHeader>
      <RefundNote orders={orders} partly={false} payment="pix" />
      <Button size="lg" variant="outline" onClick={onShowPurchases}>
        Minhas Compras
      </Button>
    </>
  );
}

function Expired({ onShowPurchases }: { onShowPurchases: () => void }) {
  return (
    <>
      <DialogStatusHeader icon={TimerOff} tone="lapsed" title="PIX expirado">
        O prazo para pagar este PIX terminou e as vagas foram liberadas. Em Minhas Compras você pode gerar um
        novo PIX, se ainda houver vagas.
      </DialogStatusHeader>
      <Button size="lg" variant="outline" onClick={onShowPurchases}>
        Minhas Compras
      </Button>
    </>
  );
}

export default PixDialog;
