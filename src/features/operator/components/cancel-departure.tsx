import { useMutation } from '@tanstack/react-query';
import { CloudRain } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { isoToBR } from '@/domain/operator';
import { toast } from '@/lib/toast-store';
import { cancelDepartureMutationOptions } from '../api/booking-requests';
import { errorText } from './error-text';
import { FormActions } from './form-actions';

/**
 * Weather or vehicle: the whole departure is cancelled by the company. Each customer is told by e-mail and
 * chooses, in My Purchases, a new date, a 100% credit or a full refund.
 */
export function CancelDepartureButton({
  tour,
  day,
  bookings,
}: {
  tour: string;
  day: string;
  bookings: number;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation(cancelDepartureMutationOptions());
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (cancel.isPending) return;
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="print:hidden">
          <CloudRain aria-hidden="true" />
          Cancelar saída
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancelar saída</DialogTitle>
          <DialogDescription>
            {tour} de {isoToBR(day)}: {bookings}{' '}
            {bookings === 1 ? 'reserva será cancelada' : 'reservas serão canceladas'} pela empresa. Cada
            cliente recebe um e-mail para escolher entre remarcar, crédito de 100% ou reembolso integral.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim().length < 3) {
              setError('Informe o motivo (chuva, veículo, ...).');
              return;
            }
            // The group leaves the manifest once its bookings are cancelled, before a mutate() callback would
            // run: the toast follows the promise.
            cancel
              .mutateAsync({ tour, day, reason: reason.trim() })
              .then((count) => {
                toast({
                  title: 'Saída cancelada',
                  description: `${count} ${count === 1 ? 'reserva cancelada' : 'reservas canceladas'}; os clientes foram avisados por e-mail.`,
                });
                setOpen(false);
                setReason('');
              })
              .catch((failure: unknown) =>
                toast({
                  title: 'Saída não cancelada',
                  description: errorText(failure),
                  variant: 'destructive',
                }),
              );
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
          <FormActions busy={cancel.isPending} onBack={() => setOpen(false)} destructive>
            Cancelar saída
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
