import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatBRL } from '@/domain/money';
import { partyLabel } from '@/domain/operator';
import type { NewBookingState } from '../hooks/use-new-booking-form';
import { FormSection } from './form-section';

/** The catalogue's value, the discount with its reason, the total, and the button that records the booking. */
export function PriceSection({ state }: { state: NewBookingState }) {
  const { form, set, errors, party, gross, price, busy } = state;
  return (
    <FormSection title="Valor">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt className="text-muted-foreground">Catálogo ({partyLabel(party)})</dt>
        <dd className="text-right font-semibold">{formatBRL(gross)}</dd>
      </dl>
      <Field label="Desconto (R$)" error={errors.desconto}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={form.desconto}
            placeholder="0,00"
            onChange={(e) => set('desconto')(e.target.value)}
          />
        )}
      </Field>
      {price.discount > 0 ? (
        <Field label="Motivo do desconto" error={errors.motivoDesconto}>
          {(control) => (
            <Input
              {...control}
              value={form.motivoDesconto}
              maxLength={500}
              onChange={(e) => set('motivoDesconto')(e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <p className="flex items-baseline justify-between border-t border-border pt-3">
        <span className="font-semibold">Total</span>
        <span className="text-2xl font-bold text-primary">{formatBRL(price.total)}</span>
      </p>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? 'Registrando...' : 'Registrar reserva'}
      </Button>
    </FormSection>
  );
}
