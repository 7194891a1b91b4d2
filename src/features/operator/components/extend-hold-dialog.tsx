import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatSaoPauloDateTime, MAX_HOLD_EXTENSION_HOURS, parseWholeNumber } from '@/domain/departures';
import type { PixCheckout } from '@/domain/operator';
import { toast } from '@/lib/toast-store';
import { extendPixHoldMutationOptions } from '../api/pix-actions';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';

export type PixHold = PixCheckout & { expiresAt: string | null };

function ExtendHoldForm({
  busy,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  onSubmit: (hours: number) => void;
  onBack: () => void;
}) {
  const [hours, setHours] = useState('24');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = parseWholeNumber(hours, 1, MAX_HOLD_EXTENSION_HOURS);
        if (value === null) setError(`Informe de 1 a ${MAX_HOLD_EXTENSION_HOURS} horas.`);
        else onSubmit(value);
      }}
    >
      <Field
        label="Horas a mais"
        hint={`De 1 a ${MAX_HOLD_EXTENSION_HOURS} horas, contadas a partir do prazo atual (ou de agora, se já venceu), sem passar do encerramento das vendas online do passeio.`}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_HOLD_EXTENSION_HOURS}
            value={hours}
            onChange={(event) => {
              setHours(event.target.value);
              setError(null);
            }}
            className="max-w-[10rem]"
          />
        )}
      </Field>
      <FormActions busy={busy} onBack={onBack}>
        Prorrogar prazo
      </FormActions>
    </form>
  );
}

/**
 * The customer says the transfer is on its way: the checkout's orders keep their seats longer instead of lapsing.
 * Open while `checkout` is set.
 */
export function ExtendHoldDialog({ checkout, onClose }: { checkout: PixHold | null; onClose: () => void }) {
  const extend = useMutation(extendPixHoldMutationOptions());
  const refusal = useRefusal();
  const name = checkout?.customer?.nome_cliente ?? 'cliente';
  const submit = (current: PixHold, hours: number) =>
    extend.mutate(
      { idCliente: current.idCliente, txid: current.txid, hours },
      {
        onSuccess: (until) => {
          toast({
            title: 'Prazo prorrogado',
            description: `O pedido ${current.txid} de ${current.customer?.nome_cliente ?? 'o cliente'} agora expira em ${formatSaoPauloDateTime(until)}.`,
          });
          onClose();
        },
        onError: refusal.failed('Prazo não prorrogado'),
      },
    );
  return (
    <ActionDialog
      refusal={refusal}
      open={checkout !== null}
      busy={extend.isPending}
      onClose={onClose}
      title="Prorrogar prazo"
      description={
        checkout?.expiresAt
          ? `O pedido ${checkout.txid} de ${name} expira em ${formatSaoPauloDateTime(checkout.expiresAt)}; até lá as vagas ficam reservadas.`
          : `O pedido ${checkout?.txid} de ${name} não tem prazo.`
      }
    >
      {checkout ? (
        <ExtendHoldForm
          key={checkout.key}
          busy={extend.isPending}
          onSubmit={(hours) => submit(checkout, hours)}
          onBack={onClose}
        />
      ) : null}
    </ActionDialog>
  );
}
