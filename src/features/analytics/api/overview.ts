import { queryOptions } from '@tanstack/react-query';
import { summariseAnalytics, type DailySummary, type PageViewRow } from '@/domain/analytics-overview';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { analyticsKeys } from './analytics-keys';

export type OverviewRows = { days: DailySummary[]; pages: PageViewRow[] };

/** The summaries and page rows from `from` on (admins only: RLS gives others no rows). */
export async function fetchOverview(supabase: Supabase, from: string): Promise<OverviewRows> {
  const [days, pages] = await Promise.all([
    supabase
      .from('analytics_daily_summary')
      .select(
        'date, total_page_views, unique_sessions, unique_visitors, avg_time_on_page, device_breakdown, whatsapp_clicks, add_to_cart_sessions, checkout_start_sessions, checkout_complete_sessions',
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

/** The overview's figures (computed in src/domain) from `from` on. */
export const overviewQueryOptions = (from: string) =>
  queryOptions({
    queryKey: analyticsKeys.overview(from),
    queryFn: async () => fetchOverview(await getSupabase(), from),
    select: ({ days, pages }) => summariseAnalytics(days, pages),
  });
