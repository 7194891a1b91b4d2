import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import {
  changeMessageText,
  refundHeadline,
  rescheduleSentence,
  ruleSentence,
  type CancellationTerms,
} from '@/domain/booking-change-terms';
import type { CustomerRequestKind } from '@/domain/booking-changes';
import { formatBRL } from '@/domain/money';
import { isoToBR } from '@/domain/date-format';
import type { PurchaseCard } from '@/domain/purchases';
import { BookingChangeRefusedError, requestBookingChangeMutationOptions } from '@/features/orders';
import { ChoiceRadio } from '@/components/ui/choice-radio';
import { NewDateField, tourTitled } from '@/features/cart';
import { openWhatsApp, RequestSent } from './request-sent';

/** What the policy gives today, as the database computed it, and the rule that gives it. */
function PolicyToday({ terms }: { terms: CancellationTerms }) {
  return (
    <section aria-label="O que a política dá hoje" className="grid gap-2 rounded-xl bg-muted p-4 text-sm">
      <p className="text-base font-semibold">{refundHeadline(terms)}</p>
      <p>{ruleSentence(terms)}</p>
      <p>{rescheduleSentence(terms)}</p>
      <Link
        to={paths.cancellationPolicy}
        target="_blank"
        className="font-semibold text-curtain underline-offset-4 hover:underline"
      >
        Ver as regras de cancelamento
      </Link>
    </section>
  );
}

/** Cancel or move: the choice, a new day, a message; then the request is sent and the messaging app opens. */
export function ChangeForm({ card, terms }: { card: PurchaseCard; terms: CancellationTerms }) {
  const name = useId();
  const canMove = terms.canReschedule && Boolean(tourTitled(card.tourName));
  const [picked, setPicked] = useState<CustomerRequestKind | null>(null);
  const kind = picked ?? (terms.canCancel ? 'cancelamento' : canMove ? 'remarcacao' : null);
  const [newDate, setNewDate] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const change = useMutation(requestBookingChangeMutationOptions());
  const textOf = (sentKind: CustomerRequestKind, day: string | null, note: string) =>
    changeMessageText({
      ref: card.ref,
      tourName: card.tourName,
      date: card.date,
      ask: sentKind === 'remarcacao' ? { kind: 'remarcacao', newDate: day ?? '' } : { kind: 'cancelamento' },
      message: note,
    });

  if (change.isSuccess) {
    const sent = change.variables;
    return (
      <RequestSent text={textOf(sent.kind, sent.newDate, sent.message)}>
        {sent.kind === 'remarcacao'
          ? `Pedimos a remarcação para ${isoToBR(sent.newDate ?? '')}.`
          : 'Pedimos o cancelamento da reserva.'}{' '}
        A resposta chega por e-mail e aparece aqui, no cartão da reserva.
      </RequestSent>
    );
  }

  const submit = () => {
    if (!kind) return;
    if (kind === 'remarcacao' && !newDate) {
      setDateError('Escolha a nova data do passeio.');
      return;
    }
    const day = kind === 'remarcacao' ? newDate : null;
    change.mutate(
      { ref: card.ref, kind, newDate: day, message },
      { onSuccess: () => openWhatsApp(textOf(kind, day, message)) },
    );
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PolicyToday terms={terms} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">O que você quer pedir?</legend>
        <ChoiceRadio
          name={name}
          value="cancelamento"
          checked={kind === 'cancelamento'}
          disabled={!terms.canCancel}
          onChange={() => setPicked('cancelamento')}
          label="Cancelar a reserva"
          hint={
            !terms.canCancel
              ? 'Não é mais possível.'
              : terms.refund > 0
                ? `Reembolso de ${formatBRL(terms.refund)} (${terms.percent}%).`
                : 'Sem reembolso.'
          }
        />
        <ChoiceRadio
          name={name}
          value="remarcacao"
          checked={kind === 'remarcacao'}
          disabled={!canMove}
          onChange={() => setPicked('remarcacao')}
          label="Remarcar para outro dia"
          hint={
            canMove
              ? 'O mesmo passeio, em outro dia em que ele acontece.'
              : terms.canReschedule
                ? 'Para remarcar este passeio, fale conosco pelo WhatsApp.'
                : 'Não é mais possível.'
          }
        />
      </fieldset>
      {kind === 'remarcacao' ? (
        <NewDateField
          tourTitle={card.tourName}
          currentDate={card.date}
          party={card.party}
          value={newDate}
          error={dateError}
          onChange={(day) => {
            setNewDate(day);
            setDateError(null);
          }}
        />
      ) : null}
      <Field label="Mensagem (opcional)">
        {(control) => (
          <textarea
            {...control}
            value={message}
            maxLength={1000}
            rows={3}
            onChange={(event) => setMessage(event.target.value)}
            className="w-full rounded-lg border border-input bg-background px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30"
          />
        )}
      </Field>
      {change.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          {change.error instanceof BookingChangeRefusedError
            ? change.error.message
            : 'Não foi possível enviar a solicitação. Tente novamente.'}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={change.isPending}>
            Voltar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!kind || change.isPending}>
          {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {change.isPending ? 'Enviando...' : 'Enviar solicitação'}
        </Button>
      </DialogFooter>
    </form>
  );
}
