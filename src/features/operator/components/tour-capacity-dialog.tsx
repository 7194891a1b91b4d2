import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MAX_SALES_CUTOFF_HOURS } from '@/domain/boarding';
import { capacityUnit, parseWholeNumber } from '@/domain/departures';
import {
  parseSalesCutoff,
  salesCutoffError,
  salesCutoffLabel,
  type TourSettings,
} from '@/domain/operator-sales-cutoff';
import { toast } from '@/lib/toast-store';
import { saveTourSettingsMutationOptions, type TourSettingsChange } from '../api/capacity-actions';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';

type FormProps = {
  tour: TourSettings;
  busy: boolean;
  onSubmit: (change: TourSettingsChange) => void;
  onBack: () => void;
};

function TourSettingsForm({ tour, busy, onSubmit, onBack }: FormProps) {
  const [capacity, setCapacity] = useState(String(tour.capacity));
  const [cutoff, setCutoff] = useState(String(tour.cutoffHours));
  const [errors, setErrors] = useState<{ capacity?: string; cutoff?: string }>({});
  const submit = () => {
    const capacityValue = parseWholeNumber(capacity, 1, 500);
    const cutoffValue = parseSalesCutoff(cutoff);
    const found = {
      capacity: capacityValue === null ? 'Informe um número de 1 a 500.' : undefined,
      cutoff: cutoffValue === null ? salesCutoffError : undefined,
    };
    setErrors(found);
    if (capacityValue === null || cutoffValue === null) return;
    onSubmit({
      tour: tour.title,
      capacity: capacityValue === tour.capacity ? undefined : capacityValue,
      cutoffHours: cutoffValue === tour.cutoffHours ? undefined : cutoffValue,
    });
  };
  const number = (value: string, set: (text: string) => void, max: number, min: number) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min,
    max,
    value,
    className: 'max-w-[10rem]',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.value);
      setErrors({});
    },
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={`Capacidade por saída (${capacityUnit(tour.perCar)})`} error={errors.capacity}>
        {(control) => <Input {...control} {...number(capacity, setCapacity, 500, 1)} />}
      </Field>
      <Field
        label="Vendas online encerram (horas antes do embarque)"
        hint={`De 0 a ${MAX_SALES_CUTOFF_HOURS} horas; 0 vende até o embarque. A reserva pelo painel vale até o embarque.`}
        error={errors.cutoff}
      >
        {(control) => <Input {...control} {...number(cutoff, setCutoff, MAX_SALES_CUTOFF_HOURS, 0)} />}
      </Field>
      <FormActions busy={busy} onBack={onBack}>
        Salvar
      </FormActions>
    </form>
  );
}

/** What the toast says a tour is now: '20 lugares por saída. Vendas online encerram 2 h antes do embarque.' */
function settingsLabel(tour: TourSettings, change: TourSettingsChange) {
  const capacity = change.capacity ?? tour.capacity;
  const cutoff = change.cutoffHours ?? tour.cutoffHours;
  return `${tour.title}: ${capacity} ${capacityUnit(tour.perCar, capacity)} por saída. ${salesCutoffLabel(cutoff)}.`;
}

/** A tour's default capacity and its sales cut-off: every day the operator did not change. Open while `tour` is set. */
export function TourCapacityDialog({ tour, onClose }: { tour: TourSettings | null; onClose: () => void }) {
  const save = useMutation(saveTourSettingsMutationOptions());
  const refusal = useRefusal();
  const submit = (current: TourSettings, change: TourSettingsChange) =>
    save.mutate(change, {
      onSuccess: () => {
        toast({ title: 'Passeio atualizado', description: settingsLabel(current, change) });
        onClose();
      },
      onError: refusal.failed('Passeio não alterado'),
    });
  return (
    <ActionDialog
      refusal={refusal}
      open={tour !== null}
      busy={save.isPending}
      onClose={onClose}
      title="Capacidade e vendas online"
      description={`${tour?.title}: vale para cada dia sem capacidade própria. Vagas já vendidas continuam vendidas.`}
    >
      {tour ? (
        <TourSettingsForm
          key={tour.title}
          tour={tour}
          busy={save.isPending}
          onSubmit={(change) => submit(tour, change)}
          onBack={onClose}
        />
      ) : null}
    </ActionDialog>
  );
}
