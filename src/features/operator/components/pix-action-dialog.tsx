import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { bookingConfirmedMessage } from '@/domain/email/booking-mails';
import { formatBRL } from '@/domain/money';
import { whatsappChatUrl, type PixCheckout } from '@/domain/operator';
import { toast } from '@/lib/toast-store';
import { cancelPixMutationOptions, confirmPixMutationOptions } from '../api/pix-actions';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import type { PixAction } from './checkout-card';
import { FormActions } from './form-actions';
import { ChatLinkButton } from './chat-link-button';

/** The text of the mail 'Reserva confirmada', for the messaging app: every tour of the checkout. */
function confirmationText(checkout: PixCheckout): string {
  return bookingConfirmedMessage(
    checkout.orders.map((order) => ({
      nome: checkout.customer?.nome_cliente ?? '',
      passeio: order.nome_passeio,
      data: order.data_passeio ?? '',
      embarque: order.hotel_local,
      endereco: null,
      adultos: order.qtd_adults,
      criancas: order.qtd_children,
      bebes: order.qtd_babies,
      pets: order.qtd_pets,
      valor: order.valor,
      // The order's code opens the booking its payment confirms.
      codigo: order.voucher,
    })),
    window.location.origin,
  );
}

/** After the confirmation: done, or the same confirmation sent by the messaging app. */
function ConfirmedActions({ checkout, onDone }: { checkout: PixCheckout; onDone: () => void }) {
  const chat = whatsappChatUrl(checkout.customer?.celular, confirmationText(checkout));
  return (
    // Stacked at every width: the messaging-app label is long for a side-by-side row.
    <DialogFooter className="gap-2 sm:flex-col-reverse sm:justify-start">
      <Button type="button" variant="outline" onClick={onDone}>
        Concluir
      </Button>
      {chat ? (
        // The label wraps on a phone rather than running out of the button.
        <ChatLinkButton href={chat} className="h-auto min-h-10 whitespace-normal text-center">
          Enviar confirmação pelo WhatsApp
        </ChatLinkButton>
      ) : null}
    </DialogFooter>
  );
}

type FormProps = { action: PixAction; busy: boolean; onSubmit: (reason: string) => void; onBack: () => void };

/** Confirming asks nothing more; cancelling asks why. */
function PixActionForm({ action, busy, onSubmit, onBack }: FormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancelling = action.kind === 'cancel';
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (cancelling && reason.trim().length < 3) setError('Informe o motivo do cancelamento.');
        else onSubmit(reason.trim());
      }}
    >
      {cancelling ? (
        <Field label="Motivo do cancelamento" error={error}>
          {(control) => (
            <Textarea
              {...control}
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
      ) : null}
      <FormActions busy={busy} onBack={onBack} destructive={cancelling}>
        {cancelling ? 'Cancelar pedido' : 'Confirmar pagamento'}
      </FormActions>
    </form>
  );
}

function describe(action: PixAction, name: string): string {
  const { checkout } = action;
  if (action.kind === 'cancel') {
    return `Os passeios deste pedido de ${name} (${checkout.txid}, ${formatBRL(checkout.total)}) serão cancelados.`;
  }
  const late = action.lapsed
    ? ' O pedido foi cancelado por falta de pagamento no prazo: as vagas são conferidas de novo e, se o dia lotou, devolva o valor ao cliente.'
    : '';
  return `Confirme só depois de achar ${formatBRL(checkout.total)} com a transação ${checkout.txid} no extrato. Os passeios de ${name} passam a 'Passeios Comprados'.${late}`;
}

/** Confirm a checkout's transfer, or cancel it; open while `action` is set. */
export function PixActionDialog({ action, onClose }: { action: PixAction | null; onClose: () => void }) {
  const confirm = useMutation(confirmPixMutationOptions());
  const cancel = useMutation(cancelPixMutationOptions());
  const refusal = useRefusal();
  const [confirmed, setConfirmed] = useState<PixCheckout | null>(null);
  const busy = confirm.isPending || cancel.isPending;
  const close = () => {
    setConfirmed(null);
    onClose();
  };
  const name = action?.checkout.customer?.nome_cliente ?? 'o cliente';

  const submit = ({ kind, checkout }: PixAction, reason: string) => {
    const ref = { idCliente: checkout.idCliente, txid: checkout.txid };
    if (kind === 'confirm') {
      confirm.mutate(ref, {
        onSuccess: () => {
          toast({
            title: 'Pagamento confirmado!',
            description: `${checkout.orders.length} passeio(s) de ${name} confirmado(s). O cliente recebe o e-mail 'Reserva confirmada'.`,
          });
          setConfirmed(checkout);
        },
        onError: refusal.failed('Não foi possível confirmar'),
      });
      return;
    }
    cancel.mutate(
      { ...ref, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Pedido cancelado',
            description: `O pedido ${checkout.txid} de ${name} foi cancelado.`,
          });
          close();
        },
        onError: refusal.failed('Não foi possível cancelar'),
      },
    );
  };

  if (confirmed) {
    return (
      <ActionDialog
        open
        busy={false}
        onClose={close}
        title="Pagamento confirmado"
        description={`Os passeios de ${name} estão em 'Passeios Comprados' e o e-mail 'Reserva confirmada' foi enviado. Envie a mesma confirmação pelo WhatsApp.`}
      >
        <ConfirmedActions checkout={confirmed} onDone={close} />
      </ActionDialog>
    );
  }
  return (
    <ActionDialog
      refusal={refusal}
      open={action !== null}
      busy={busy}
      onClose={close}
      title={action?.kind === 'cancel' ? 'Cancelar pedido' : 'Confirmar pagamento'}
      description={action ? describe(action, name) : ''}
    >
      {action ? (
        <PixActionForm
          key={`${action.kind} ${action.checkout.key}`}
          action={action}
          busy={busy}
          onSubmit={(reason) => submit(action, reason)}
          onBack={close}
        />
      ) : null}
    </ActionDialog>
  );
}
