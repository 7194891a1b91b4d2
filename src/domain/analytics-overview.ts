// The operator's analytics overview of /test-analytics, computed from the aggregated rows: totals, the purchase
// funnel, devices and the most viewed pages. Pure: the page only renders what this returns.
import type { Tables } from '../types/database.ts';

export type DailySummary = Pick<
  Tables<'analytics_daily_summary'>,
  | 'date'
  | 'total_page_views'
  | 'unique_sessions'
  | 'unique_visitors'
  | 'avg_time_on_page'
  | 'device_breakdown'
  | 'whatsapp_clicks'
  | 'add_to_cart_sessions'
  | 'checkout_start_sessions'
  | 'checkout_complete_sessions'
>;

export type PageViewRow = Pick<
  Tables<'analytics_page_views'>,
  'url_path' | 'views' | 'unique_sessions' | 'avg_time_seconds'
>;

type FunnelStep = {
  label: string;
  value: number;
  /** Of the step before, e.g. '50%'; null for the first step. */
  ofPrevious: string | null;
  /** Bar width, as a share of the first step: '0%' when nothing was added to a cart. */
  width: string;
};

export type AnalyticsSummary = {
  totals: { views: number; sessions: number; visitors: number; whatsappClicks: number };
  chart: { day: string; views: number; sessions: number }[];
  funnel: FunnelStep[];
  devices: { device: string; label: string; sessions: number; share: string }[];
  /** The ten most viewed paths; the average time weighted by each day's views. */
  topPages: { path: string; views: number; sessions: number; avgSeconds: number }[];
  /** The first and last day, dd/MM. */
  range: { from: string; to: string };
};

const deviceLabels: Record<string, string> = { mobile: 'Celular', desktop: 'Computador', tablet: 'Tablet' };

/** `part` of `whole` as a whole percentage, '—' when there is no whole. */
export const percentOf = (part: number, whole: number): string =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';

/** '2026-11-24' → '24/11'. */
export const dayMonth = (isoDay: string): string => isoDay.split('-').reverse().slice(0, 2).join('/');

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The overview of `days` (ascending) and their page rows; null when no day was aggregated yet. */
export function summariseAnalytics(days: DailySummary[], pages: PageViewRow[]): AnalyticsSummary | null {
  if (days.length === 0) return null;
  const total = (pick: (day: DailySummary) => number) => sum(days.map(pick));
  const steps = [
    // Sessions that reached each step (a session adding three tours counts once), as the labels say.
    { label: 'Adicionaram ao carrinho', value: total((day) => day.add_to_cart_sessions) },
    { label: 'Iniciaram o checkout', value: total((day) => day.checkout_start_sessions) },
    { label: 'Concluíram a compra', value: total((day) => day.checkout_complete_sessions) },
  ];
  const first = steps[0]!.value;
  const funnel = steps.map((step, index) => ({
    ...step,
    ofPrevious: index === 0 ? null : percentOf(step.value, steps[index - 1]!.value),
    width: first > 0 ? percentOf(step.value, first) : '0%',
  }));

  const devices = new Map<string, number>();
  for (const day of days) {
    const breakdown = day.device_breakdown;
    if (typeof breakdown !== 'object' || breakdown === null || Array.isArray(breakdown)) continue;
    for (const [device, count] of Object.entries(breakdown)) {
      const sessions = Number(count);
      if (Number.isFinite(sessions)) devices.set(device, (devices.get(device) ?? 0) + sessions);
    }
  }
  const deviceTotal = sum([...devices.values()]);

  const byPath = new Map<string, { views: number; sessions: number; weightedTime: number }>();
  for (const row of pages) {
    const entry = byPath.get(row.url_path) ?? { views: 0, sessions: 0, weightedTime: 0 };
    entry.views += row.views;
    entry.sessions += row.unique_sessions;
    entry.weightedTime += Number(row.avg_time_seconds) * row.views;
    byPath.set(row.url_path, entry);
  }

  return {
    totals: {
      views: total((day) => day.total_page_views),
      sessions: total((day) => day.unique_sessions),
      visitors: total((day) => day.unique_visitors),
      whatsappClicks: total((day) => day.whatsapp_clicks),
    },
    chart: days.map((day) => ({
      day: dayMonth(day.date),
      views: day.total_page_views,
      sessions: day.unique_sessions,
    })),
    funnel,
    devices: [...devices].map(([device, sessions]) => ({
      device,
      label: deviceLabels[device] ?? device,
      sessions,
      share: percentOf(sessions, deviceTotal),
    })),
    topPages: [...byPath]
      .sort((a, b) => b[1].views - a[1].views)
      .slice(0, 10)
      .map(([path, entry]) => ({
        path,
        views: entry.views,
        sessions: entry.sessions,
        avgSeconds: entry.views ? entry.weightedTime / entry.views : 0,
      })),
    range: { from: dayMonth(days[0]!.date), to: dayMonth(days.at(-1)!.date) },
  };
}
