import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { tours } from '@/domain/catalogue/tours';
import { bookingStatusFilters } from '@/domain/operator-bookings';
import type { BookingFilters } from '../api/operator-keys';
import { OptionSelect } from './option-select';

const tourOptions = [
  { value: '', label: 'Todos' },
  ...tours.map((tour) => ({ value: tour.title, label: tour.title })),
];

/** The search form: text, tour, status and a range of days; `onSearch` gets what was filled in. */
export function BookingFiltersForm({
  filters,
  onSearch,
}: {
  filters: BookingFilters;
  onSearch: (filters: BookingFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const set =
    <Key extends keyof BookingFilters>(key: Key) =>
    (value: BookingFilters[Key]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6"
    >
      <Field label="Nome, e-mail, celular ou transação" className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={draft.text}
            onChange={(e) => set('text')(e.target.value)}
          />
        )}
      </Field>
      <Field label="Passeio">
        {(control) => (
          <OptionSelect
            control={control}
            value={draft.tour ?? ''}
            options={tourOptions}
            onValueChange={set('tour')}
          />
        )}
      </Field>
      <Field label="Situação">
        {(control) => (
          <OptionSelect
            control={control}
            value={draft.status ?? ''}
            options={bookingStatusFilters}
            onValueChange={set('status')}
          />
        )}
      </Field>
      <Field label="De">
        {(control) => (
          <Input {...control} type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
        )}
      </Field>
      <Field label="Até">
        {(control) => (
          <Input {...control} type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
        )}
      </Field>
      <div className="flex items-end sm:col-span-2 lg:col-span-6 lg:justify-end">
        <Button type="submit" className="w-full sm:w-auto">
          <Search aria-hidden="true" />
          Buscar
        </Button>
      </div>
    </form>
  );
}
