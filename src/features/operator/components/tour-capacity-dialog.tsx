import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { capacityUnit, parseWholeNumber, type TourCapacity } from '@/domain/departures';
import { toast } from '@/lib/toast-store';
import { setTourCapacityMutationOptions } from '../api/capacity-actions';
import { ActionDialog } from './action-dialog';
import { failureToast } from './failure-toast';
import { FormActions } from './form-actions';

function TourCapacityForm({
  tour,
  busy,
  onSubmit,
  onBack,
}: {
  tour: TourCapacity;
  busy: boolean;
  onSubmit: (capacity: number) => void;
  onBack: () => void;
}) {
  const [capacity, setCapacity] = useState(String(tour.capacity));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = parseWholeNumber(capacity, 1, 500);
        if (value === null) setError('Informe um número de 1 a 500.');
        else onSubmit(value);
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
      <FormActions busy={busy} onBack={onBack}>
        Salvar
      </FormActions>
    </form>
  );
}

/** A tour's default capacity: every day the operator did not change. Open while `tour` is set. */
export function TourCapacityDialog({ tour, onClose }: { tour: TourCapacity | null; onClose: () => void }) {
  const save = useMutation(setTourCapacityMutationOptions());
  const submit = (current: TourCapacity, capacity: number) =>
    save.mutate(
      { tour: current.title, capacity },
      {
        onSuccess: () => {
          toast({
            title: 'Capacidade atualizada',
            description: `${current.title}: ${capacity} ${capacityUnit(current.perCar, capacity)} por saída.`,
          });
          onClose();
        },
        onError: failureToast('Capacidade não alterada'),
      },
    );
  return (
    <ActionDialog
      open={tour !== null}
      busy={save.isPending}
      onClose={onClose}
      title="Capacidade padrão"
      description={`${tour?.title}: vale para cada dia sem capacidade própria. Vagas já vendidas continuam vendidas.`}
    >
      {tour ? (
        <TourCapacityForm
          key={tour.title}
          tour={tour}
          busy={save.isPending}
          onSubmit={(capacity) => submit(tour, capacity)}
          onBack={onClose}
        />
      ) : null}
    </ActionDialog>
  );
}
