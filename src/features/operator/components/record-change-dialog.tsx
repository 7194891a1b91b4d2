import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import type { CancellationTerms } from '@/domain/booking-change-terms';
import { isoToBR } from '@/domain/date-format';
import { changeProposal } from '@/domain/operator-requests';
import { NewDateField, tourTitled } from '@/features/cart';
import { toast } from '@/lib/toast-store';
import {
  bookingTermsQueryOptions,
  recordBookingChangeMutationOptions,
  type BookingChange,
} from '../api/booking-requests';
import type { BookingRow } from '../api/bookings';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';

type ChangeKind = BookingChange['kind'];

/** The booking and what the customer asked on WhatsApp: to cancel it or to move it. */
export type ChangeToRecord = { booking: BookingRow; kind: ChangeKind };

const titles: Record<ChangeKind, string> = {
  cancelamento: 'Registrar cancelamento',
  remarcacao: 'Registrar remarcação',
};

/**
 * The new day, on the customers' calendar (the cart's NewDateField, as 'Minhas Compras' asks it) (the days the tour runs from tomorrow, 'Esgotado' for the party,
 * 'Vendas encerradas'): a reschedule's new day follows the customer's rules, not Nova reserva's. Also the new day a
 * customer chose on WhatsApp after the company cancelled their departure (RecordChoiceDialog).
 */
export function NewDayField({
  booking,
  value,
  error,
  onChange,
}: {
  booking: BookingRow;
  value: string | null;
  error: string | null;
  onChange: (day: string | null) => void;
}) {
  if (!tourTitled(booking.passeio)) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        Este passeio não está no catálogo: não há dias para remarcar aqui.
      </p>
    );
  }
  return (
    <NewDateField
      tourTitle={booking.passeio}
      currentDate={booking.data_passeio}
      party={{ adults: booking.adultos, children: booking.criancas, babies: booking.bebes }}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

type ChangeFormProps = {
  change: ChangeToRecord;
  terms: CancellationTerms;
  busy: boolean;
  onSubmit: (change: BookingChange) => void;
  onBack: () => void;
};

/** What the policy gives today, then the new day (a reschedule) and what the customer asked. */
function ChangeForm({ change, terms, busy, onSubmit, onBack }: ChangeFormProps) {
  const { booking, kind } = change;
  const proposal = changeProposal(terms, kind);
  const [newDate, setNewDate] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  if (!proposal.allowed) {
    return (
      <div className="grid gap-4">
        <p
          role="alert"
          className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          {proposal.text}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onBack}>
            Voltar
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === 'remarcacao' && !newDate) return setDateError('Escolha a nova data do passeio.');
        onSubmit({ ref: booking.ref, kind, newDate: kind === 'remarcacao' ? newDate : null, message });
      }}
    >
      <p className="rounded-lg bg-muted px-3 py-2 text-sm">{proposal.text}</p>
      {kind === 'remarcacao' ? (
        <NewDayField
          booking={booking}
          value={newDate}
          error={dateError}
          onChange={(day) => {
            setNewDate(day);
            setDateError(null);
          }}
        />
      ) : null}
      <Field label="O que o cliente pediu (opcional)">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={1000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <FormActions busy={busy} onBack={onBack}>
        {titles[kind]}
      </FormActions>
    </form>
  );
}

/** Asks the policy for the booking, then shows the form. */
function ChangeBody(props: Omit<ChangeFormProps, 'terms'>) {
  const terms = useQuery(bookingTermsQueryOptions(props.change.booking.ref));
  return (
    <QueryState
      query={terms}
      loading="Consultando a política de cancelamento..."
      failed="Não foi possível consultar a política de cancelamento."
    >
      {(loaded) => <ChangeForm {...props} terms={loaded} />}
    </QueryState>
  );
}

/**
 * 'Registrar cancelamento' and 'Registrar remarcação' of a booking: what a customer asked on WhatsApp, recorded as
 * their request (admin_request_booking_change) and judged by the same rules; the operator then decides it in
 * Solicitações, where this takes them. Open while `change` is set.
 */
export function RecordChangeDialog({
  change,
  onClose,
}: {
  change: ChangeToRecord | null;
  onClose: () => void;
}) {
  const record = useMutation(recordBookingChangeMutationOptions());
  const refusal = useRefusal();
  const navigate = useNavigate();
  const booking = change?.booking;
  const submit = (input: BookingChange) =>
    record.mutate(input, {
      onSuccess: (request) => {
        const name = booking?.nome_cliente ?? 'O cliente';
        toast({
          title: input.kind === 'cancelamento' ? 'Cancelamento registrado' : 'Remarcação registrada',
          description: `Aceite ou recuse em Solicitações. ${
            booking?.email
              ? `${name} recebe por e-mail a confirmação do pedido.`
              : `${name} não tem e-mail: avise pelo WhatsApp.`
          }`,
        });
        onClose();
        navigate(`${paths.operator.requests}?solicitacao=${request.id}`);
      },
      onError: refusal.failed(
        input.kind === 'cancelamento' ? 'Cancelamento não registrado' : 'Remarcação não registrada',
      ),
    });
  return (
    <ActionDialog
      refusal={refusal}
      open={change !== null}
      busy={record.isPending}
      onClose={onClose}
      title={change ? titles[change.kind] : ''}
      description={
        booking
          ? `${booking.passeio} de ${booking.data_passeio ? isoToBR(booking.data_passeio) : '—'}, reserva ${booking.ref}, de ${booking.nome_cliente}. O pedido do cliente vai para Solicitações, onde você o aceita ou recusa.`
          : ''
      }
      className="max-h-[90dvh] overflow-y-auto"
    >
      {change ? (
        <ChangeBody
          key={`${change.kind} ${change.booking.ref}`}
          change={change}
          busy={record.isPending}
          onSubmit={submit}
          onBack={onClose}
        />
      ) : null}
    </ActionDialog>
  );
}
