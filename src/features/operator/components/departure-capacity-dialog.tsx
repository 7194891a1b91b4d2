import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { capacityUnit, departureLoadLabel, parseWholeNumber, type Departure } from '@/domain/departures';
import { isoToBR } from '@/domain/operator';
import { toast } from '@/lib/toast-store';
import { setDepartureCapacityMutationOptions } from '../api/capacity-actions';
import { errorText } from './error-text';
import { useReturnFocus } from './return-focus';
import { FormActions } from './form-actions';

type Choice = 'capacidade' | 'fechar' | 'padrao';

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted';

/** A day's capacity changed, the day closed (with a reason), or back to the tour's capacity. */
function DepartureForm({ departure, onDone }: { departure: Departure; onDone: () => void }) {
  const [choice, setChoice] = useState<Choice>('capacidade');
  const [capacity, setCapacity] = useState(String(departure.fechado ? '' : departure.capacidade));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ capacity?: string; reason?: string }>({});
  const save = useMutation(setDepartureCapacityMutationOptions());
  const unit = capacityUnit(departure.por_carro);
  const taken = departure.vendidas + departure.reservadas;
  const day = isoToBR(departure.dia);

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
    save.mutate(
      {
        tour: departure.passeio,
        day: departure.dia,
        capacity: choice === 'capacidade' ? value : null,
        closed: choice === 'fechar',
        reason: reason.trim(),
      },
      {
        onSuccess: () => {
          toast({
            title: 'Vagas atualizadas',
            description:
              choice === 'fechar'
                ? `${departure.passeio} em ${day}: saída fechada.`
                : choice === 'padrao'
                  ? `${departure.passeio} em ${day}: volta à capacidade do passeio.`
                  : `${departure.passeio} em ${day}: ${value} ${capacityUnit(departure.por_carro, value ?? 0)}.`,
          });
          onDone();
        },
        onError: (failure) =>
          toast({ title: 'Vagas não alteradas', description: errorText(failure), variant: 'destructive' }),
      },
    );
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
      <FormActions busy={save.isPending} onBack={onDone}>
        Salvar
      </FormActions>
    </form>
  );
}

/** The dialog of one departure; open while `departure` is set. */
export function DepartureCapacityDialog({
  departure,
  onClose,
}: {
  departure: Departure | null;
  onClose: () => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={departure !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {departure ? (
        <DialogContent {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Vagas da saída</DialogTitle>
            <DialogDescription>
              {departure.passeio} em {isoToBR(departure.dia)}
              {departure.fechado ? ' (fechada)' : ''}: {departureLoadLabel(departure)}.
            </DialogDescription>
          </DialogHeader>
          <DepartureForm
            key={`${departure.passeio} ${departure.dia}`}
            departure={departure}
            onDone={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
