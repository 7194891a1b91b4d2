import { CreditCard, Loader2, QrCode } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import {
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_PRESETS,
  validateGiftCardForm,
  type GiftCardForm as FormState,
  type GiftCardFormErrors,
  type GiftCardOrder,
  type GiftCardPayment,
} from '@/domain/gift-cards';
import { formatBRL } from '@/domain/money';
import { cn } from '@/lib/cn';

const choiceClass = (active: boolean) =>
  cn(
    'relative flex min-h-12 items-center justify-center rounded-xl border-2 px-3 py-2 font-semibold transition-colors focus-within:ring-2 focus-within:ring-ring/40',
    active
      ? 'border-curtain bg-curtain/10 text-curtain'
      : 'border-border bg-background hover:border-curtain/50',
  );

const fieldIds: Record<keyof GiftCardFormErrors, string> = {
  valor: 'gift-card-amount',
  destinatarioNome: 'gift-card-recipient-name',
  destinatarioEmail: 'gift-card-recipient-email',
  mensagem: 'gift-card-message',
};

type GiftCardFormProps = {
  form: FormState;
  onChange: (form: FormState) => void;
  busy: boolean;
  /** The form passed its checks: the order to record and how it is paid. */
  onSubmit: (order: GiftCardOrder, payment: GiftCardPayment) => void;
};

/** Amount, 'Para quem é?' and the payment method of a new card, checked before the database judges it. */
export function GiftCardForm({ form, onChange, busy, onSubmit }: GiftCardFormProps) {
  const [errors, setErrors] = useState<GiftCardFormErrors>({});
  const set = (patch: Partial<FormState>) => onChange({ ...form, ...patch });
  const submit = (payment: GiftCardPayment) => (event: FormEvent) => {
    event.preventDefault();
    const result = validateGiftCardForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      // The first wrong field gets the focus, so its message is on screen and read out.
      const first = fieldIds[Object.keys(result.errors)[0] as keyof GiftCardFormErrors];
      requestAnimationFrame(() => document.getElementById(first)?.focus());
      return;
    }
    setErrors({});
    onSubmit(result.order, payment);
  };
  return (
    <form noValidate onSubmit={submit('Pix')} className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold">Escolha o valor</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[...GIFT_CARD_PRESETS.map(String), 'outro'].map((choice) => (
            <label key={choice} className={choiceClass(form.choice === choice)}>
              <input
                type="radio"
                name="valor"
                value={choice}
                checked={form.choice === choice}
                onChange={() => set({ choice })}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {choice === 'outro' ? 'Outro valor' : formatBRL(Number(choice))}
            </label>
          ))}
        </div>
        {form.choice === 'outro' ? (
          <Field
            id={fieldIds.valor}
            label="Valor (R$)"
            hint="De R$ 50 até R$ 5.000, em reais inteiros."
            error={errors.valor}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={form.otherAmount}
                onChange={(event) => set({ otherAmount: event.target.value })}
                className="max-w-48"
              />
            )}
          </Field>
        ) : errors.valor ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.valor}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-lg font-semibold">Para quem é?</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          Opcional. Com um e-mail, a pessoa recebe o vale-presente assim que o pagamento for confirmado.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldIds.destinatarioNome} label="Nome de quem recebe" error={errors.destinatarioNome}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={form.recipientName}
                onChange={(event) => set({ recipientName: event.target.value })}
              />
            )}
          </Field>
          <Field
            id={fieldIds.destinatarioEmail}
            label="E-mail de quem recebe"
            error={errors.destinatarioEmail}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="off"
                value={form.recipientEmail}
                onChange={(event) => set({ recipientEmail: event.target.value })}
              />
            )}
          </Field>
        </div>
        <Field
          id={fieldIds.mensagem}
          label="Mensagem"
          hint={`${form.message.length}/${GIFT_CARD_MESSAGE_MAX} caracteres`}
          error={errors.mensagem}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={GIFT_CARD_MESSAGE_MAX}
              value={form.message}
              onChange={(event) => set({ message: event.target.value })}
            />
          )}
        </Field>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <QrCode aria-hidden="true" />}
          Pagar com PIX
        </Button>
        <Button type="button" size="lg" variant="outline" disabled={busy} onClick={submit('Cartão(Stripe)')}>
          <CreditCard aria-hidden="true" />
          Cartão de crédito
        </Button>
      </div>
    </form>
  );
}
