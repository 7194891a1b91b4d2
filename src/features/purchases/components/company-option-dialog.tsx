import { useMutation } from '@tanstack/react-query';
import { Loader2, ListChecks } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { changeMessageText } from '@/domain/booking-change-terms';
import type { CompanyOption, RequestWithBooking } from '@/domain/booking-changes';
import { formatBRL } from '@/domain/money';
import { isoToBR } from '@/domain/date-format';
import { moneyFromColumn } from '@/domain/orders';
import type { PurchaseCard } from '@/domain/purchases';
import { BookingChangeRefusedError, chooseCompanyOptionMutationOptions } from '@/features/orders';
import { bookingSummary, returnFocus } from './dialog-parts';
import { CompanyOptionChoices } from '@/components/company-option-choices';
import { NewDateField, tourTitled } from '@/features/cart';
import { openWhatsApp, RequestSent } from './request-sent';

const sentences: Record<CompanyOption, (day: string) => string> = {
  remarcar: (day) => `Você escolheu remarcar para ${day}.`,
  credito: () => 'Você escolheu o crédito de 100%.',
  reembolso: () => 'Você escolheu o reembolso integral.',
};

function OptionForm({ card, request }: { card: PurchaseCard; request: RequestWithBooking }) {
  const name = useId();
  const paid = formatBRL(moneyFromColumn(request.valor_pago) ?? 0);
  const canMove = Boolean(tourTitled(card.tourName));
  const [option, setOption] = useState<CompanyOption | null>(null);
  const [newDate, setNewDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const textOf = (chosen: CompanyOption, day: string | null) =>
    changeMessageText({
      ref: card.ref,
      tourName: card.tourName,
      date: card.date,
      ask: chosen === 'remarcar' ? { kind: 'remarcar', newDate: day ?? '' } : { kind: chosen },
    });
  const choice = useMutation(chooseCompanyOptionMutationOptions());

  if (choice.isSuccess) {
    const sent = choice.variables;
    return (
      <RequestSent text={textOf(sent.option, sent.newDate)}>
        {sentences[sent.option](isoToBR(sent.newDate ?? ''))} A confirmação chega por e-mail e aparece aqui,
        no cartão da reserva.
      </RequestSent>
    );
  }

  const submit = () => {
    if (!option) return setError('Escolha uma das opções.');
    if (option === 'remarcar' && !newDate) return setError('Escolha a nova data do passeio.');
    const day = option === 'remarcar' ? newDate : null;
    choice.mutate(
      { requestId: request.id, option, newDate: day },
      { onSuccess: () => openWhatsApp(textOf(option, day)) },
    );
  };
  const pick = (value: CompanyOption) => {
    setOption(value);
    setError(null);
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {request.mensagem ? (
        <p className="rounded-xl bg-muted p-4 text-sm">
          <span className="font-semibold">Motivo:</span> {request.mensagem}
        </p>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Como você prefere seguir?</legend>
        <CompanyOptionChoices
          name={name}
          option={option}
          onPick={pick}
          paid={paid}
          noMoveReason={canMove ? undefined : 'Para remarcar este passeio, fale conosco pelo WhatsApp.'}
        />
      </fieldset>
      {option === 'remarcar' ? (
        <NewDateField
          tourTitle={card.tourName}
          currentDate={request.data_anterior}
          party={card.party}
          value={newDate}
          onChange={(day) => {
            setNewDate(day);
            setError(null);
          }}
        />
      ) : null}
      {error || choice.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          {error ??
            (choice.error instanceof BookingChangeRefusedError
              ? choice.error.message
              : 'Não foi possível enviar sua escolha. Tente novamente.')}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={choice.isPending}>
            Voltar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={choice.isPending}>
          {choice.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {choice.isPending ? 'Enviando...' : 'Enviar escolha'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Escolher opção' on a booking the company cancelled: rescheduling, a 100% credit or a full refund. */
export function CompanyOptionAction({
  card,
  request,
  canChoose,
  stateId,
}: {
  card: PurchaseCard;
  request: RequestWithBooking;
  canChoose: boolean;
  stateId: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      {canChoose ? (
        <Button ref={trigger} size="sm" onClick={() => setOpen(true)}>
          <ListChecks aria-hidden="true" />
          Escolher opção
        </Button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-w-lg"
          onCloseAutoFocus={(event) => returnFocus(event, trigger.current, stateId)}
        >
          <DialogHeader>
            <DialogTitle>Escolher opção</DialogTitle>
            <DialogDescription>
              A Movie Tour cancelou este passeio: {bookingSummary(card)}. Escolha entre remarcar, um crédito
              de 100% ou o reembolso integral.
            </DialogDescription>
          </DialogHeader>
          <OptionForm card={card} request={request} />
        </DialogContent>
      </Dialog>
    </>
  );
}
