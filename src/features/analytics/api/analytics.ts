import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

export type DailySummary = Pick<
  Tables<'analytics_daily_summary'>,
  | 'date'
  | 'total_page_views'
  | 'unique_sessions'
  | 'unique_visitors'
  | 'avg_time_on_page'
  | 'device_breakdown'
  | 'whatsapp_clicks'
  | 'add_to_cart_count'
  | 'checkout_start_count'
  | 'checkout_complete_count'
>;

export type PageRow = Pick<
  Tables<'analytics_page_views'>,
  'url_path' | 'views' | 'unique_sessions' | 'avg_time_seconds'
>;

export type Overview = { days: DailySummary[]; pages: PageRow[] };

/** The last `days` days of summaries and page rows (admins only: RLS gives others no rows). */
export async function fetchOverview(from: string): Promise<Overview> {
  const supabase = await getSupabase();
  const [days, pages] = await Promise.all([
    supabase
      .from('analytics_daily_summary')
      .select(
        'date, total_page_views, unique_sessions, unique_visitors, avg_time_on_page, device_breakdown, whatsapp_clicks, add_to_cart_count, checkout_start_count, checkout_complete_count',
      )
      .gte('date', from)
      .order('date', { ascending: true }),
    supabase
      .from('analytics_page_views')
      .select('url_path, views, unique_sessions, avg_time_seconds')
      .gte('date', from)
      .limit(5000),
  ]);
  if (days.error) throw days.error;
  if (pages.error) throw pages.error;
  return { days: days.data ?? [], pages: pages.data ?? [] };
}

/** Runs aggregate-daily-analytics for `date`; the server's Portuguese message on failure. */
export async function runAggregation(date: string): Promise<{ events_processed: number }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ stats?: { events_processed?: number } }>(
    'aggregate-daily-analytics',
    { body: { date } },
  );
  if (error) {
    let message = error.message;
    try {
      const body = (await (error as { context?: Response }).context?.json()) as
        { message?: unknown } | undefined;
      if (typeof body?.message === 'string') message = body.message;
    } catch {
      // Not JSON: keep the client's message.
    }
    throw new Error(message);
  }
  return { events_processed: Number(data?.stats?.events_processed ?? 0) };
}
