import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatSaoPauloDateTime, MAX_HOLD_EXTENSION_HOURS, parseWholeNumber } from '@/domain/departures';
import type { PixCheckout } from '@/domain/operator';
import { toast } from '@/lib/toast-store';
import { extendPixHoldMutationOptions } from '../api/pix-actions';
import { errorText } from './error-text';
import { useReturnFocus } from './return-focus';
import { FormActions } from './form-actions';

export type PixHold = PixCheckout & { expiresAt: string | null };

function ExtendHoldForm({ checkout, onDone }: { checkout: PixHold; onDone: () => void }) {
  const [hours, setHours] = useState('24');
  const [error, setError] = useState<string | null>(null);
  const extend = useMutation(extendPixHoldMutationOptions());
  const name = checkout.customer?.nome_cliente ?? 'o cliente';
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = parseWholeNumber(hours, 1, MAX_HOLD_EXTENSION_HOURS);
        if (value === null) {
          setError(`Informe de 1 a ${MAX_HOLD_EXTENSION_HOURS} horas.`);
          return;
        }
        extend.mutate(
          { idCliente: checkout.idCliente, txid: checkout.txid, hours: value },
          {
            onSuccess: (until) => {
              toast({
                title: 'Prazo prorrogado',
                description: `O pedido ${checkout.txid} de ${name} agora expira em ${formatSaoPauloDateTime(until)}.`,
              });
              onDone();
            },
            onError: (failure) =>
              toast({
                title: 'Prazo não prorrogado',
                description: errorText(failure),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <Field
        label="Horas a mais"
        hint={`De 1 a ${MAX_HOLD_EXTENSION_HOURS} horas, contadas a partir do prazo atual (ou de agora, se já venceu).`}
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
      <FormActions busy={extend.isPending} onBack={onDone}>
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
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={checkout !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {checkout ? (
        <DialogContent {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Prorrogar prazo</DialogTitle>
            <DialogDescription>
              {checkout.expiresAt
                ? `O pedido ${checkout.txid} de ${checkout.customer?.nome_cliente ?? 'cliente'} expira em ${formatSaoPauloDateTime(checkout.expiresAt)}; até lá as vagas ficam reservadas.`
                : `O pedido ${checkout.txid} de ${checkout.customer?.nome_cliente ?? 'cliente'} não tem prazo.`}
            </DialogDescription>
          </DialogHeader>
          <ExtendHoldForm key={checkout.key} checkout={checkout} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
