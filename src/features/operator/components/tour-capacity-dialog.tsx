import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { capacityUnit, parseWholeNumber, type TourCapacity } from '@/domain/departures';
import { toast } from '@/lib/toast-store';
import { setTourCapacityMutationOptions } from '../api/capacity-actions';
import { errorText } from './error-text';
import { useReturnFocus } from './return-focus';
import { FormActions } from './form-actions';

function TourCapacityForm({ tour, onDone }: { tour: TourCapacity; onDone: () => void }) {
  const [capacity, setCapacity] = useState(String(tour.capacity));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(setTourCapacityMutationOptions());
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = parseWholeNumber(capacity, 1, 500);
        if (value === null) {
          setError('Informe um número de 1 a 500.');
          return;
        }
        save.mutate(
          { tour: tour.title, capacity: value },
          {
            onSuccess: () => {
              toast({
                title: 'Capacidade atualizada',
                description: `${tour.title}: ${value} ${capacityUnit(tour.perCar, value)} por saída.`,
              });
              onDone();
            },
            onError: (failure) =>
              toast({
                title: 'Capacidade não alterada',
                description: errorText(failure),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <Field label={`Capacidade por saída (${capacityUnit(tour.perCar)})`} error={error}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            value={capacity}
            onChange={(event) => {
              setCapacity(event.target.value);
              setError(null);
            }}
            className="max-w-[10rem]"
          />
        )}
      </Field>
      <FormActions busy={save.isPending} onBack={onDone}>
        Salvar
      </FormActions>
    </form>
  );
}

/** A tour's default capacity: every day the operator did not change. Open while `tour` is set. */
export function TourCapacityDialog({ tour, onClose }: { tour: TourCapacity | null; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={tour !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {tour ? (
        <DialogContent {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Capacidade padrão</DialogTitle>
            <DialogDescription>
              {tour.title}: vale para cada dia sem capacidade própria. Vagas já vendidas continuam vendidas.
            </DialogDescription>
          </DialogHeader>
          <TourCapacityForm key={tour.title} tour={tour} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
