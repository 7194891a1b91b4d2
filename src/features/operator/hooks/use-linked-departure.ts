import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Departure } from '@/domain/departures';
import { departuresQueryOptions } from '../api/departures';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The departure a link names (`?passeio=...&dia=...`, from the manifest or the panel), to open its dialog. A day
 * beyond the listed ones is read on its own.
 */
export function useLinkedDeparture(
  tour: string,
  day: string | null,
  today: string,
  listed: UseQueryResult<Departure[]>,
): Departure | null {
  const linked = isDay(day) && tour ? { tour, day } : null;
  const find = (rows: Departure[] | undefined) =>
    rows?.find((row) => row.passeio === linked?.tour && row.dia === linked?.day);
  const inList = linked ? find(listed.data) : undefined;
  const alone = useQuery({
    ...departuresQueryOptions(linked?.day ?? today, 1),
    enabled: linked !== null && listed.isSuccess && !inList,
  });
  if (!linked) return null;
  return inList ?? find(alone.data) ?? null;
}
