import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { tours } from '@/domain/catalogue/tours';
import type { NewBookingState } from '../hooks/use-new-booking-form';
import { BoardingSelect } from './boarding-select';
import { DepartureDateField } from './departure-date-field';
import { FormSection, PartyCounter } from './form-section';
import { OptionSelect } from './option-select';

const tourOptions = tours.map((tour) => ({ value: tour.id, label: tour.title }));

/** The tour, its day, the party, where they board, and the notes for the driver. */
export function TourSection({ state }: { state: NewBookingState }) {
  const { form, set, errors, tour, party } = state;
  return (
    <FormSection title="Passeio">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Passeio">
          {(control) => (
            <OptionSelect
              control={control}
              value={form.tourId}
              options={tourOptions}
              onValueChange={set('tourId')}
            />
          )}
        </Field>
        <DepartureDateField
          tour={tour}
          party={party}
          value={form.date}
          onChange={set('date')}
          error={errors.date}
        />
      </div>
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-4">
        <PartyCounter label="Adultos" value={form.adultos} min={1} onChange={set('adultos')} />
        <PartyCounter label="Crianças (6 a 10)" value={form.criancas} min={0} onChange={set('criancas')} />
        <PartyCounter label="Bebês (até 5)" value={form.bebes} min={0} onChange={set('bebes')} />
        <PartyCounter label="Pets" value={form.pets} min={0} onChange={set('pets')} error={errors.pets} />
      </div>
      <Field label="Local de embarque" error={errors.embarque}>
        {(control) => (
          <BoardingSelect control={control} value={form.embarque} onValueChange={set('embarque')} />
        )}
      </Field>
      <Field label="Nomes dos passageiros">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={2000}
            value={form.passageiros}
            onChange={(e) => set('passageiros')(e.target.value)}
          />
        )}
      </Field>
      <Field label="Observações">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={2000}
            value={form.observacao}
            onChange={(e) => set('observacao')(e.target.value)}
          />
        )}
      </Field>
    </FormSection>
  );
}
