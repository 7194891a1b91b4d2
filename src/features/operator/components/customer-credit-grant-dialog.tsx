import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { checkCreditGrant, CREDIT_REASON_MAX } from '@/domain/credits';
import { formatBRL } from '@/domain/money';
import { toast } from '@/lib/toast-store';
import { grantCreditMutationOptions, type CustomerWithCredit } from '../api/customers';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';

type GrantFormProps = {
  busy: boolean;
  onSubmit: (grant: { value: number; reason: string }) => void;
  onBack: () => void;
};

/** The amount and the reason, checked by `checkCreditGrant` before the database checks them again. */
function GrantForm({ busy, onSubmit, onBack }: GrantFormProps) {
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ value?: string; reason?: string }>({});
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const check = checkCreditGrant(value, reason);
        if (!check.ok) return setErrors({ [check.field]: check.message });
        setErrors({});
        onSubmit({ value: check.value, reason: check.reason });
      }}
    >
      <Field label="Valor (R$)" error={errors.value}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <Field label="Motivo" hint="O cliente vê o motivo nos movimentos do crédito." error={errors.reason}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={CREDIT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <FormActions busy={busy} onBack={onBack}>
        Conceder crédito
      </FormActions>
    </form>
  );
}

/** 'Conceder crédito': a goodwill credit for a customer, open while `customer` is set. */
export function CustomerCreditGrantDialog({
  customer,
  onClose,
}: {
  customer: CustomerWithCredit | null;
  onClose: () => void;
}) {
  const grant = useMutation(grantCreditMutationOptions());
  const refusal = useRefusal();
  return (
    <ActionDialog
      refusal={refusal}
      open={customer !== null}
      busy={grant.isPending}
      onClose={onClose}
      title="Conceder crédito"
      description={
        customer
          ? `${customer.name} tem ${formatBRL(customer.credit)} de crédito. O crédito concedido vale por 12 meses.`
          : ''
      }
    >
      {customer ? (
        <GrantForm
          key={customer.id}
          busy={grant.isPending}
          onBack={onClose}
          onSubmit={({ value, reason }) =>
            grant.mutate(
              { customerId: customer.id, value, reason },
              {
                onSuccess: () => {
                  toast({
                    title: 'Crédito concedido',
                    description: `${formatBRL(value)} para ${customer.name}.`,
                  });
                  onClose();
                },
                onError: refusal.failed('Crédito não concedido'),
              },
            )
          }
        />
      ) : null}
    </ActionDialog>
  );
}
