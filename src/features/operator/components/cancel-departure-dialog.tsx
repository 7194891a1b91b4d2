import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { isoToBR } from '@/domain/date-format';
import { toast } from '@/lib/toast-store';
import { cancelDepartureMutationOptions, type DepartureCancelled } from '../api/booking-requests';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';

/**
 * The toast of a cancelled departure: the mail reaches only the customers with an e-mail; the others (booked on
 * WhatsApp, often without an account) are told there, and their choice recorded in Solicitações.
 */
export function departureCancelledText({ cancelled, withoutEmail }: DepartureCancelled): string {
  const bookings = `${cancelled} ${cancelled === 1 ? 'reserva cancelada' : 'reservas canceladas'}`;
  if (cancelled === 0) return `${bookings}.`;
  if (withoutEmail === null) {
    return `${bookings}; os clientes com e-mail foram avisados por e-mail, avise os outros pelo WhatsApp.`;
  }
  if (withoutEmail === 0) {
    return `${bookings}; ${cancelled === 1 ? 'o cliente foi avisado' : 'os clientes foram avisados'} por e-mail.`;
  }
  const mailed = cancelled - withoutEmail;
  const chat = `avise ${withoutEmail} pelo WhatsApp (sem e-mail) e registre a escolha em Solicitações`;
  return mailed === 0
    ? `${bookings}; ${chat}.`
    : `${bookings}; ${mailed} ${mailed === 1 ? 'cliente avisado' : 'clientes avisados'} por e-mail, ${chat}.`;
}

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
 * chooses, in My Purchases, a new date, a 100% credit or a full refund; one without an e-mail is told on WhatsApp,
 * and the operator records their choice in Solicitações. Open while `departure` is set.
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
        onSuccess: (answer) => {
          toast({ title: 'Saída cancelada', description: departureCancelledText(answer) });
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
      description={`${departure?.tour} de ${departure ? isoToBR(departure.day) : ''}: ${bookings} ${bookings === 1 ? 'reserva será cancelada' : 'reservas serão canceladas'} pela empresa. Cada cliente escolhe entre remarcar, crédito de 100% ou reembolso integral: quem tem e-mail recebe um e-mail; os outros você avisa pelo WhatsApp e registra a escolha em Solicitações.`}
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
