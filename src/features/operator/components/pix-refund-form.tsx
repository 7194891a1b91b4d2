import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { checkPixRefund, type PixRefundErrors } from '@/domain/operator-refund';
import type { PixRefund } from '../api/booking-requests';
import { FormActions } from './form-actions';

type PixRefundFormProps = {
  refundId: number;
  busy: boolean;
  onSubmit: (refund: PixRefund) => void;
  onBack: () => void;
};

/** The PIX transfer the operator made at the bank: its day (today by default) and its end-to-end id. */
export function PixRefundForm({ refundId, busy, onSubmit, onBack }: PixRefundFormProps) {
  const [today] = useState(() => dayInSaoPaulo(new Date()));
  const [paidOn, setPaidOn] = useState(today);
  const [e2e, setE2e] = useState('');
  const [errors, setErrors] = useState<PixRefundErrors>({});
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkPixRefund({ paidOn, e2e, today: dayInSaoPaulo(new Date()) });
        setErrors(found);
        if (!found.paidOn && !found.e2e) onSubmit({ refundId, paidOn, e2e: e2e.trim() });
      }}
    >
      <Field label="Data do PIX" error={errors.paidOn}>
        {(control) => (
          <Input
            {...control}
            type="date"
            max={today}
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
          />
        )}
      </Field>
      <Field label="Identificador fim a fim (E2E), se houver" error={errors.e2e}>
        {(control) => (
          <Input
            {...control}
            value={e2e}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setE2e(event.target.value)}
          />
        )}
      </Field>
      <FormActions busy={busy} onBack={onBack}>
        Registrar reembolso
      </FormActions>
    </form>
  );
}
