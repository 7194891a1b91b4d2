import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
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
import type { PurchaseCard } from '@/domain/purchases';
import { cancellationTermsQueryOptions } from '@/features/orders';
import { ChangeForm } from './booking-change-form';
import { bookingSummary, returnFocus } from './dialog-parts';

function ChangeBody({ card }: { card: PurchaseCard }) {
  const terms = useQuery(cancellationTermsQueryOptions(card.ref));
  if (terms.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Consultando a política de cancelamento...
      </p>
    );
  }
  if (terms.isError) {
    return (
      <>
        <p role="alert" className="text-sm font-medium text-destructive">
          Não foi possível consultar a política de cancelamento agora. Tente novamente.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Voltar</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }
  return <ChangeForm card={card} terms={terms.data} />;
}

/**
 * 'Cancelar ou remarcar' on a confirmed upcoming booking. The dialog stays mounted while open even when the
 * request just sent hides the button (the card then shows the request's state), so its success state stays.
 */
export function BookingChangeAction({
  card,
  canAsk,
  stateId,
}: {
  card: PurchaseCard;
  canAsk: boolean;
  stateId: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      {canAsk ? (
        <Button ref={trigger} variant="outline" size="sm" onClick={() => setOpen(true)}>
          <CalendarClock aria-hidden="true" />
          Cancelar ou remarcar
        </Button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-w-lg"
          onCloseAutoFocus={(event) => returnFocus(event, trigger.current, stateId)}
        >
          <DialogHeader>
            <DialogTitle>Cancelar ou remarcar</DialogTitle>
            <DialogDescription>{bookingSummary(card)}</DialogDescription>
          </DialogHeader>
          <ChangeBody card={card} />
        </DialogContent>
      </Dialog>
    </>
  );
}
