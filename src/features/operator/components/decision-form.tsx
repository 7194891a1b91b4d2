import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatBRL } from '@/domain/money';
import { isoToBR } from '@/domain/date-format';
import {
  isRefundChoice,
  policyLabel,
  refundSplit,
  refundSplitLabel,
  type OperatorRequest,
} from '@/domain/operator-requests';
import { parseAmount } from '@/domain/operator';
import { amountText, checkRefundAmount, isAdjusted } from '@/domain/operator-refund';
import type { Decision } from '../api/booking-requests';
import { FormActions } from './form-actions';

type DecisionFormProps = {
  /** `creditUsed`: what of the booking the customer's credit paid; its share of a refund goes back to the credit. */
  request: OperatorRequest & { creditUsed?: number };
  accept: boolean;
  busy: boolean;
  onSubmit: (decision: Decision) => void;
  onBack: () => void;
};

function RescheduleNote({ request }: { request: OperatorRequest }) {
  return (
    <p className="rounded-lg bg-muted px-3 py-2 text-sm">
      A reserva passa para {request.nova_data ? isoToBR(request.nova_data) : 'a nova data'}.{' '}
      {request.diferenca_tarifa > 0
        ? `Cobre a diferença de tarifa: ${formatBRL(request.diferenca_tarifa)}.`
        : 'Sem diferença de tarifa.'}
    </p>
  );
}

const settleOptions = [
  { value: 'dinheiro', label: 'Devolver em dinheiro', hint: 'Pela forma de pagamento da reserva.' },
  { value: 'credito', label: 'Devolver como crédito', hint: 'Para outro passeio; vale por 12 meses.' },
] as const;

function SettleChoice({
  value,
  onChange,
}: {
  value: 'dinheiro' | 'credito';
  onChange: (value: 'dinheiro' | 'credito') => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">Como devolver</legend>
      {settleOptions.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3 py-2.5 hover:bg-muted has-[:checked]:border-curtain has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            type="radio"
            name="liquidar-como"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1 accent-[var(--color-curtain)]"
          />
          <span className="min-w-0 text-sm font-semibold">
            {option.label}
            <span className="block font-normal text-muted-foreground">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Accepting: a refund (or credit) starts at the policy's proposal and may be adjusted with a reason; a new date
 * shows its fare difference. Refusing: the reason, which the customer receives.
 */
export function DecisionForm({ request, accept, busy, onSubmit, onBack }: DecisionFormProps) {
  const [amount, setAmount] = useState(() => amountText(request.reembolso_proposto));
  const [adjust, setAdjust] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; adjust?: string; reason?: string }>({});
  const refundChoice = accept && isRefundChoice(request);
  // A customer's own cancellation may be settled as credit; the company's already says which the customer chose.
  const settleChoice = refundChoice && request.tipo === 'cancelamento';
  const [settleAs, setSettleAs] = useState<'dinheiro' | 'credito'>('dinheiro');
  const asCredit = settleChoice ? settleAs === 'credito' : request.escolha === 'credito';
  const creditUsed = request.creditUsed ?? 0;
  const typed = parseAmount(amount);
  const parts =
    !asCredit && creditUsed > 0 && typed !== null && typed > 0 && typed <= request.valor_pago
      ? refundSplitLabel(refundSplit(typed, creditUsed, request.valor_pago))
      : null;

  const submit = () => {
    if (!accept) {
      if (reason.trim().length < 3) return setErrors({ reason: 'Informe o motivo da recusa.' });
      return onSubmit({ id: request.id, accept: false, reason: reason.trim() });
    }
    if (!refundChoice) return onSubmit({ id: request.id, accept: true, reason: reason.trim() });
    const check = checkRefundAmount(amount, adjust, {
      paid: request.valor_pago,
      proposed: request.reembolso_proposto,
    });
    if (!check.ok) return setErrors({ [check.field]: check.message });
    onSubmit({
      id: request.id,
      accept: true,
      reason: reason.trim(),
      refund: check.refund,
      adjustReason: adjust.trim(),
      ...(settleChoice ? { settleAs } : {}),
    });
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        submit();
      }}
    >
      {refundChoice ? (
        <>
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">{policyLabel(request)}</p>
          {settleChoice ? <SettleChoice value={settleAs} onChange={setSettleAs} /> : null}
          <Field
            label={asCredit ? 'Valor do crédito (R$)' : 'Valor do reembolso (R$)'}
            hint={
              `Pago: ${formatBRL(request.valor_pago)}` +
              (creditUsed > 0 ? ` (${formatBRL(creditUsed)} com crédito)` : '') +
              (parts ? `. Devolução: ${parts}.` : '')
            }
            error={errors.amount}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
          {isAdjusted(amount, request.reembolso_proposto) ? (
            <Field label="Motivo do ajuste" error={errors.adjust}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  maxLength={500}
                  value={adjust}
                  onChange={(event) => setAdjust(event.target.value)}
                />
              )}
            </Field>
          ) : null}
        </>
      ) : null}
      {accept && !refundChoice ? <RescheduleNote request={request} /> : null}
      <Field
        label={accept ? 'Observação para o cliente (opcional)' : 'Motivo da recusa'}
        error={errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <FormActions busy={busy} onBack={onBack} destructive={!accept}>
        {accept ? 'Aceitar' : 'Recusar'}
      </FormActions>
    </form>
  );
}
