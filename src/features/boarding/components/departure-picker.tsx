import type { Departure } from '@/domain/boarding-scan';
import { cn } from '@/lib/cn';

type DeparturePickerProps = { departures: Departure[]; selected: string; onSelect: (key: string) => void };

/** Which departure the scans are for, when the day has more than one. */
export function DeparturePicker({ departures, selected, onSelect }: DeparturePickerProps) {
  if (departures.length < 2) return null;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">Embarcando para</legend>
      <div className="flex flex-wrap gap-2">
        {departures.map((departure) => (
          <button
            key={departure.key}
            type="button"
            aria-pressed={departure.key === selected}
            onClick={() => onSelect(departure.key)}
            className={cn(
              'min-h-11 rounded-lg border px-3 py-2 text-left text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              departure.key === selected
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-background hover:bg-muted',
            )}
          >
            {departure.horario} · {departure.passeio}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
