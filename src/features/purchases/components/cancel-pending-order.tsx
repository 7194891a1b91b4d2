import { useMutation } from '@tanstack/react-query';
import { Loader2, XCircle } from 'lucide-react';
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
  DialogTrigger,
} from '@/components/ui/dialog';
import { formatBRL } from '@/domain/money';
import { PAYMENT_PIX } from '@/domain/orders';
import type { PurchaseCard } from '@/domain/purchases';
import { cancelPendingOrderMutationOptions, OrderNotPendingError } from '@/features/orders';
import { toast } from '@/lib/toast-store';
import { bookingSummary } from './dialog-parts';

/**
 * 'Cancelar pedido' on an order still waiting for its payment: a confirmation, then the order is cancelled. The
 * credit the database applied to it (`credit`) goes back to the customer's balance (give_back_order_credit).
 */
export function CancelPendingOrder({
  card,
  credit = 0,
  focusAfterId,
}: {
  card: PurchaseCard;
  credit?: number;
  focusAfterId: string;
}) {
  const [open, setOpen] = useState(false);
  const cancelled = useRef(false);
  const cancel = useMutation(cancelPendingOrderMutationOptions());
  const confirm = () =>
    cancel.mutate(card.id, {
      onSuccess: () => {
        cancelled.current = true;
        setOpen(false);
        toast({ title: 'Pedido cancelado', description: `${card.tourName} foi cancelado.` });
      },
      onError: (error) =>
        toast({
          title: 'Não foi possível cancelar',
          description:
            error instanceof OrderNotPendingError ? error.message : 'Tente novamente em alguns instantes.',
          variant: 'destructive',
        }),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <XCircle aria-hidden="true" />
          Cancelar pedido
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // The cancelled order's card leaves the list: focus goes to its group instead of nowhere.
          if (!cancelled.current) return;
          event.preventDefault();
          document.getElementById(focusAfterId)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Cancelar pedido</DialogTitle>
          <DialogDescription>{bookingSummary(card, 'Pedido')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          O pedido{card.value === null ? '' : ` de ${formatBRL(card.value)}`} ainda não foi pago e será
          cancelado. Nenhum valor é cobrado.
          {credit > 0 ? ` O crédito de ${formatBRL(credit)} usado nele volta para o seu saldo.` : null}
        </p>
        {card.paymentType === PAYMENT_PIX ? (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            Se você já fez o PIX deste pedido, não cancele: fale conosco pelo WhatsApp para confirmarmos o
            pagamento.
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Voltar
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending} onClick={confirm}>
            {cancel.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Cancelar pedido
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
