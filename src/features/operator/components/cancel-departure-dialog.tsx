import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { isoToBR } from '@/domain/date-format';
import { toast } from '@/lib/toast-store';
import { cancelDepartureMutationOptions } from '../api/booking-requests';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';

/** A departure of the manifest: its tour, day and how many bookings it has. */
export type DepartureToCancel = { tour: string; day: string; bookings: number };

function ReasonForm({
  busy,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  onSubmit: (reason: string) => void;
  onBack: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length < 3) setError('Informe o motivo (chuva, veículo, ...).');
        else onSubmit(reason.trim());
      }}
    >
      <Field label="Motivo do cancelamento" error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <FormActions busy={busy} onBack={onBack} destructive>
        Cancelar saída
      </FormActions>
    </form>
  );
}

/**
 * Weather or vehicle: the whole departure is cancelled by the company. Each customer is told by e-mail and
 * chooses, in My Purchases, a new date, a 100% credit or a full refund. Open while `departure` is set.
 */
export function CancelDepartureDialog({
  departure,
  onClose,
}: {
  departure: DepartureToCancel | null;
  onClose: () => void;
}) {
  const cancel = useMutation(cancelDepartureMutationOptions());
  const refusal = useRefusal();
  const bookings = departure?.bookings ?? 0;
  const submit = (current: DepartureToCancel, reason: string) =>
    cancel.mutate(
      { tour: current.tour, day: current.day, reason },
      {
        onSuccess: (count) => {
          toast({
            title: 'Saída cancelada',
            description: `${count} ${count === 1 ? 'reserva cancelada' : 'reservas canceladas'}; os clientes foram avisados por e-mail.`,
          });
          onClose();
        },
        onError: refusal.failed('Saída não cancelada'),
      },
    );
  return (
    <ActionDialog
      refusal={refusal}
      open={departure !== null}
      busy={cancel.isPending}
      onClose={onClose}
      title="Cancelar saída"
      description={`${departure?.tour} de ${departure ? isoToBR(departure.day) : ''}: ${bookings} ${bookings === 1 ? 'reserva será cancelada' : 'reservas serão canceladas'} pela empresa. Cada cliente recebe um e-mail para escolher entre remarcar, crédito de 100% ou reembolso integral.`}
    >
      {departure ? (
        <ReasonForm
          key={`${departure.tour} ${departure.day}`}
          busy={cancel.isPending}
          onSubmit={(reason) => submit(departure, reason)}
          onBack={onClose}
        />
      ) : null}
    </ActionDialog>
  );
}
