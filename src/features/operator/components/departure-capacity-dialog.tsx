import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { capacityUnit, departureLoadLabel, parseWholeNumber, type Departure } from '@/domain/departures';
import { isoToBR } from '@/domain/date-format';
import { toast } from '@/lib/toast-store';
import { setDepartureCapacityMutationOptions, type DepartureCapacityChange } from '../api/capacity-actions';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';

type Choice = 'capacidade' | 'fechar' | 'padrao';

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted';

/** A day's capacity changed, the day closed (with a reason), or back to the tour's capacity. */
function DepartureForm({
  departure,
  busy,
  onSubmit,
  onBack,
}: {
  departure: Departure;
  busy: boolean;
  onSubmit: (change: DepartureCapacityChange) => void;
  onBack: () => void;
}) {
  const [choice, setChoice] = useState<Choice>('capacidade');
  const [capacity, setCapacity] = useState(String(departure.fechado ? '' : departure.capacidade));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ capacity?: string; reason?: string }>({});
  const unit = capacityUnit(departure.por_carro);
  const taken = departure.vendidas + departure.reservadas;

  function submit() {
    const value = parseWholeNumber(capacity, 0, 500);
    const found = {
      capacity: choice === 'capacidade' && value === null ? 'Informe um número de 0 a 500.' : undefined,
      reason:
        choice === 'fechar' && reason.trim().length < 3
          ? 'Informe o motivo (feriado, veículo, ...).'
          : undefined,
    };
    setErrors(found);
    if (found.capacity || found.reason) return;
    onSubmit({
      tour: departure.passeio,
      day: departure.dia,
      capacity: choice === 'capacidade' ? value : null,
      closed: choice === 'fechar',
      reason: reason.trim(),
    });
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">O que fazer com esta saída</legend>
        {(
          [
            ['capacidade', 'Mudar a capacidade deste dia'],
            ['fechar', 'Fechar a saída: nada mais é vendido'],
            ...(departure.alterada ? [['padrao', 'Voltar à capacidade do passeio'] as const] : []),
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={choiceClass}>
            <input
              type="radio"
              name="escolha"
              value={value}
              checked={choice === value}
              onChange={() => {
                setChoice(value);
                setErrors({});
              }}
              className="mt-0.5 size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {choice === 'capacidade' ? (
        <Field
          label={`Capacidade neste dia (${unit})`}
          hint={
            taken > 0
              ? `Já vendidas ou reservadas: ${taken}. Uma capacidade menor só impede novas vendas.`
              : undefined
          }
          error={errors.capacity}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={500}
              value={capacity}
              onChange={(event) => {
                setCapacity(event.target.value);
                setErrors({});
              }}
              className="max-w-[10rem]"
            />
          )}
        </Field>
      ) : null}
      <Field
        label={choice === 'fechar' ? 'Motivo' : 'Motivo (opcional)'}
        hint="Fica no histórico de alterações."
        error={errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors({});
            }}
          />
        )}
      </Field>
      <FormActions busy={busy} onBack={onBack}>
        Salvar
      </FormActions>
    </form>
  );
}

/** What the toast says of a change: 'saída fechada', 'volta à capacidade do passeio' or '8 lugares'. */
function changeLabel(change: DepartureCapacityChange, perCar: boolean): string {
  if (change.closed) return 'saída fechada';
  if (change.capacity === null) return 'volta à capacidade do passeio';
  return `${change.capacity} ${capacityUnit(perCar, change.capacity)}`;
}

/** The dialog of one departure; open while `departure` is set. */
export function DepartureCapacityDialog({
  departure,
  onClose,
}: {
  departure: Departure | null;
  onClose: () => void;
}) {
  const save = useMutation(setDepartureCapacityMutationOptions());
  const refusal = useRefusal();
  const submit = (current: Departure, change: DepartureCapacityChange) =>
    save.mutate(change, {
      onSuccess: () => {
        toast({
          title: 'Vagas atualizadas',
          description: `${current.passeio} em ${isoToBR(current.dia)}: ${changeLabel(change, current.por_carro)}.`,
        });
        onClose();
      },
      onError: refusal.failed('Vagas não alteradas'),
    });
  return (
    <ActionDialog
      refusal={refusal}
      open={departure !== null}
      busy={save.isPending}
      onClose={onClose}
      title="Vagas da saída"
      description={
        departure
          ? `${departure.passeio} em ${isoToBR(departure.dia)}${departure.fechado ? ' (fechada)' : ''}: ${departureLoadLabel(departure)}.`
          : ''
      }
    >
      {departure ? (
        <DepartureForm
          key={`${departure.passeio} ${departure.dia}`}
          departure={departure}
          busy={save.isPending}
          onSubmit={(change) => submit(departure, change)}
          onBack={onClose}
        />
      ) : null}
    </ActionDialog>
  );
}
