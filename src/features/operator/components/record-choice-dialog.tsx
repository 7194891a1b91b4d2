import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CompanyOptionChoices } from '@/components/company-option-choices';
import { Field } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { Textarea } from '@/components/ui/textarea';
import { tours } from '@/domain/catalogue/tours';
import { isoToBR } from '@/domain/date-format';
import { formatBRL } from '@/domain/money';
import { requestRef, type CompanyChoice } from '@/domain/operator-requests';
import { toast } from '@/lib/toast-store';
import {
  recordCompanyChoiceMutationOptions,
  type ListedRequest,
  type RecordedChoice,
} from '../api/booking-requests';
import { bookingQueryOptions } from '../api/bookings';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';
import { NewDayField } from './record-change-dialog';

/** The new day, on the customers' calendar for the booking's party (read from Reservas). */
function RequestNewDay({
  request,
  value,
  error,
  onChange,
}: {
  request: ListedRequest;
  value: string | null;
  error: string | null;
  onChange: (day: string | null) => void;
}) {
  const booking = useQuery(bookingQueryOptions(requestRef(request)));
  return (
    <QueryState
      query={booking}
      loading="Carregando a reserva..."
      failed="Não foi possível carregar a reserva."
    >
      {(loaded) =>
        loaded ? (
          <NewDayField booking={loaded} value={value} error={error} onChange={onChange} />
        ) : (
          <p role="alert" className="text-sm font-medium text-destructive">
            Reserva não encontrada.
          </p>
        )
      }
    </QueryState>
  );
}

type ChoiceFormProps = {
  request: ListedRequest;
  busy: boolean;
  onSubmit: (choice: RecordedChoice) => void;
  onBack: () => void;
};

/** The three options, worded as the customer's own 'Escolher opção' in Minhas Compras, then what they said. */
function ChoiceForm({ request, busy, onSubmit, onBack }: ChoiceFormProps) {
  const name = useId();
  const paid = formatBRL(request.valor_pago);
  const canMove = tours.some((tour) => tour.title === request.passeio);
  const [option, setOption] = useState<CompanyChoice | null>(null);
  const [optionError, setOptionError] = useState<string | null>(null);
  const [newDate, setNewDate] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const pick = (value: CompanyChoice) => {
    setOption(value);
    setOptionError(null);
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!option) return setOptionError('Escolha uma das opções.');
        if (option === 'remarcar' && !newDate) return setDateError('Escolha a nova data do passeio.');
        onSubmit({
          requestId: request.id,
          option,
          newDate: option === 'remarcar' ? newDate : null,
          message,
        });
      }}
    >
      {request.mensagem ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="font-semibold">Motivo:</span> {request.mensagem}
        </p>
      ) : null}
      <fieldset className="grid gap-2" aria-describedby={optionError ? `${name}-erro` : undefined}>
        <legend className="mb-2 text-sm font-medium">O que o cliente escolheu?</legend>
        <CompanyOptionChoices
          name={name}
          option={option}
          onPick={pick}
          paid={paid}
          noMoveReason={
            canMove ? undefined : 'Este passeio não está no catálogo: não há dias para remarcar aqui.'
          }
        />
        {optionError ? (
          <p id={`${name}-erro`} role="alert" className="text-sm font-medium text-destructive">
            {optionError}
          </p>
        ) : null}
      </fieldset>
      {option === 'remarcar' ? (
        <RequestNewDay
          request={request}
          value={newDate}
          error={dateError}
          onChange={(day) => {
            setNewDate(day);
            setDateError(null);
          }}
        />
      ) : null}
      <Field label="O que o cliente disse (opcional)">
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
        Registrar escolha
      </FormActions>
    </form>
  );
}

/**
 * 'Registrar escolha do cliente' on a request the company's cancellation opened (Solicitações, 'Aguardando o
 * cliente'): what the customer chose on WhatsApp (a new date, a 100% credit or a full refund), recorded as their own
 * choice (admin_choose_company_cancellation_option) and judged by the same rules; the operator then accepts it as
 * any other. Open while `request` is set.
 */
export function RecordChoiceDialog({
  request,
  onClose,
}: {
  request: ListedRequest | null;
  onClose: () => void;
}) {
  const record = useMutation(recordCompanyChoiceMutationOptions());
  const refusal = useRefusal();
  const customer = request?.clientes;
  const submit = (input: RecordedChoice) =>
    record.mutate(input, {
      onSuccess: () => {
        const who = customer?.nome_cliente ?? 'O cliente';
        toast({
          title: 'Escolha registrada',
          description: `Aceite em Solicitações. ${
            customer?.email_cliente
              ? `${who} recebe por e-mail a confirmação do pedido.`
              : `${who} não tem e-mail: avise pelo WhatsApp.`
          }`,
        });
        onClose();
      },
      onError: refusal.failed('Escolha não registrada'),
    });
  return (
    <ActionDialog
      refusal={refusal}
      open={request !== null}
      busy={record.isPending}
      onClose={onClose}
      title="Registrar escolha do cliente"
      description={
        request
          ? `A Movie Tour cancelou ${request.passeio} de ${isoToBR(request.data_anterior)}, reserva ${requestRef(request)}, de ${customer?.nome_cliente ?? 'o cliente'}. Registre o que o cliente escolheu pelo WhatsApp; você aceita a escolha depois, como as outras.`
          : ''
      }
      className="max-h-[90dvh] overflow-y-auto"
    >
      {request ? (
        <ChoiceForm
          key={request.id}
          request={request}
          busy={record.isPending}
          onSubmit={submit}
          onBack={onClose}
        />
      ) : null}
    </ActionDialog>
  );
}
