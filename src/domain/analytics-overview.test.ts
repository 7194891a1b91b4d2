import { describe, expect, it } from 'vitest';
import {
  dayMonth,
  percentOf,
  summariseAnalytics,
  type DailySummary,
  type PageViewRow,
} from './analytics-overview.ts';

const day = (date: string, overrides: Partial<DailySummary> = {}): DailySummary => ({
  date,
  total_page_views: 0,
  unique_sessions: 0,
  unique_visitors: 0,
  avg_time_on_page: 0,
  device_breakdown: {},
  whatsapp_clicks: 0,
  add_to_cart_sessions: 0,
  checkout_start_sessions: 0,
  checkout_complete_sessions: 0,
  ...overrides,
});
const page = (
  url_path: string,
  views: number,
  unique_sessions: number,
  avg_time_seconds: number,
): PageViewRow => ({
  url_path,
  views,
  unique_sessions,
  avg_time_seconds,
});

describe('percentOf', () => {
  it.each([
    [1, 2, '50%'],
    [1, 3, '33%'],
    [2, 3, '67%'],
    [5, 5, '100%'],
    [0, 5, '0%'],
    [3, 0, '—'],
  ])('%i of %i is %s', (part, whole, expected) => {
    expect(percentOf(part, whole)).toBe(expected);
  });
});

describe('summariseAnalytics', () => {
  it('gives nothing to show before any day is aggregated', () => {
    expect(summariseAnalytics([], [page('/', 3, 2, 10)])).toBeNull();
  });

  it('adds up the days and names the range', () => {
    const summary = summariseAnalytics(
      [
        day('2026-11-01', {
          total_page_views: 10,
          unique_sessions: 4,
          unique_visitors: 3,
          whatsapp_clicks: 1,
        }),
        day('2026-11-02', {
          total_page_views: 5,
          unique_sessions: 2,
          unique_visitors: 2,
          whatsapp_clicks: 2,
        }),
      ],
      [],
    );
    expect(summary?.totals).toEqual({ views: 15, sessions: 6, visitors: 5, whatsappClicks: 3 });
    expect(summary?.chart).toEqual([
      { day: '01/11', views: 10, sessions: 4 },
      { day: '02/11', views: 5, sessions: 2 },
    ]);
    expect(summary?.range).toEqual({ from: '01/11', to: '02/11' });
    expect(dayMonth('2026-12-31')).toBe('31/12');
  });

  it('shows each funnel step as a share of the step before, its bar as a share of the first', () => {
    const summary = summariseAnalytics(
      [
        day('2026-11-01', {
          add_to_cart_sessions: 6,
          checkout_start_sessions: 2,
          checkout_complete_sessions: 1,
        }),
        day('2026-11-02', {
          add_to_cart_sessions: 2,
          checkout_start_sessions: 2,
          checkout_complete_sessions: 1,
        }),
      ],
      [],
    );
    expect(summary?.funnel).toEqual([
      { label: 'Adicionaram ao carrinho', value: 8, ofPrevious: null, width: '100%' },
      { label: 'Iniciaram o checkout', value: 4, ofPrevious: '50%', width: '50%' },
      { label: 'Concluíram a compra', value: 2, ofPrevious: '50%', width: '25%' },
    ]);
  });

  it('draws empty funnel bars when nothing was added to a cart', () => {
    const summary = summariseAnalytics([day('2026-11-01')], []);
    expect(summary?.funnel.map((step) => [step.ofPrevious, step.width])).toEqual([
      [null, '0%'],
      ['—', '0%'],
      ['—', '0%'],
    ]);
  });

  it('adds the devices up across days, in Portuguese, and skips what is not a count', () => {
    const summary = summariseAnalytics(
      [
        day('2026-11-01', { device_breakdown: { mobile: 3, desktop: 1 } }),
        day('2026-11-02', { device_breakdown: { mobile: 2, tablet: 'x', watch: 4 } }),
        day('2026-11-03', { device_breakdown: [1, 2] }),
        day('2026-11-04', { device_breakdown: 'broken' }),
      ],
      [],
    );
    expect(summary?.devices).toEqual([
      { device: 'mobile', label: 'Celular', sessions: 5, share: '50%' },
      { device: 'desktop', label: 'Computador', sessions: 1, share: '10%' },
      { device: 'watch', label: 'watch', sessions: 4, share: '40%' },
    ]);
  });

  it('ranks the ten most viewed pages, time on page weighted by views', () => {
    const pages = [
      page('/', 10, 8, 30),
      page('/', 30, 20, 10),
      ...Array.from({ length: 10 }, (_, index) => page(`/passeio/${index}`, 9 - index, 1, 5)),
    ];
    const summary = summariseAnalytics([day('2026-11-01')], pages);
    expect(summary?.topPages).toHaveLength(10);
    expect(summary?.topPages[0]).toEqual({ path: '/', views: 40, sessions: 28, avgSeconds: 15 });
    expect(summary?.topPages.at(-1)?.path).toBe('/passeio/8');
  });
});
