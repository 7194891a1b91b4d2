import { getSupabase } from '@/lib/supabase';

export type DailySummary = {
  date: string;
  total_page_views: number;
  unique_sessions: number;
  unique_visitors: number;
  avg_time_on_page: number | string;
  device_breakdown: Record<string, number>;
  whatsapp_clicks: number;
  add_to_cart_count: number;
  checkout_start_count: number;
  checkout_complete_count: number;
};

export type PageRow = {
  url_path: string;
  views: number;
  unique_sessions: number;
  avg_time_seconds: number | string;
};

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
  return { days: (days.data ?? []) as DailySummary[], pages: (pages.data ?? []) as PageRow[] };
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
