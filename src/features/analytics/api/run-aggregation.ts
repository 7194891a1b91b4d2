import { mutationOptions } from '@tanstack/react-query';
import { refreshAfterMutation } from '@/lib/query-client';
import { functionErrorBody } from '@/lib/function-error';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { analyticsKeys } from './analytics-keys';

/** Spec call 20: runs aggregate-daily-analytics for `date`; the server's Portuguese message on failure. */
export async function runAggregation(supabase: Supabase, date: string): Promise<{ eventsProcessed: number }> {
  const { data, error } = await supabase.functions.invoke<{ stats?: { events_processed?: number } }>(
    'aggregate-daily-analytics',
    { body: { date } },
  );
  if (error) throw new Error((await functionErrorBody(error)).message ?? error.message);
  return { eventsProcessed: Number(data?.stats?.events_processed ?? 0) };
}

/** The aggregation of one day, then the overview read again. */
export const aggregationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...analyticsKeys.all, 'aggregate'],
    mutationFn: async (date: string) => runAggregation(await getSupabase(), date),
    onSettled: (_result, _error, _date, _onMutate, { client }) =>
      refreshAfterMutation(client, analyticsKeys.all),
  });
