import { eventually } from '../../helpers/eventually.ts';
import { dailyAggregationService, nextRunAfter } from '../../../supabase/local/scheduler.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

// The embedded backend's daily schedule, driven by a hand-held clock.

type Pending = { at: number; fn: () => void; cancelled: boolean };

function manualClock(start: string) {
  let now = new Date(start).getTime();
  const pending: Pending[] = [];
  return {
    pending,
    clock: {
      now: () => new Date(now),
      after(ms: number, fn: () => void) {
        const entry = { at: now + ms, fn, cancelled: false };
        pending.push(entry);
        return { cancel: () => void (entry.cancelled = true) };
      },
    },
    /** Moves time to `iso` and fires what became due. */
    advanceTo(iso: string) {
      now = new Date(iso).getTime();
      for (const entry of pending.filter((p) => !p.cancelled && p.at <= now)) {
        entry.cancelled = true;
        entry.fn();
      }
    },
  };
}

it('schedules 00:15 in São Paulo, the same day when earlier and the next day when later', () => {
  expect(nextRunAfter(new Date('2026-11-22T02:00:00Z')).toISOString()).toBe('2026-11-22T03:15:00.000Z');
  expect(nextRunAfter(new Date('2026-11-22T03:15:00Z')).toISOString()).toBe('2026-11-23T03:15:00.000Z');
  expect(nextRunAfter(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T03:15:00.000Z');
});

describe('in the embedded backend', () => {
  let backend: TestBackend;
  const manual = manualClock('2026-11-22T15:00:00Z'); // 12:00 in São Paulo
  const logs: string[] = [];

  beforeAll(async () => {
    backend = await startTestBackend({
      services: [
        dailyAggregationService({ clock: manual.clock, log: (m) => logs.push(m), catchUpDelayMs: 10 }),
      ],
    });
  });
  afterAll(async () => {
    await backend?.close();
  });

  const summaryDays = async () =>
    (
      await backend.ctx.exclusive(() =>
        backend.ctx.db.query<{ date: string }>(
          "select to_char(date, 'YYYY-MM-DD') as date from public.analytics_daily_summary order by date",
        ),
      )
    ).rows.map((row) => row.date);

  it('catches up on yesterday at start, then aggregates at the next 00:15 and schedules the one after', async () => {
    expect(manual.pending.map((p) => new Date(p.at).toISOString())).toContain('2026-11-23T03:15:00.000Z');
    manual.advanceTo('2026-11-22T15:00:01Z');
    await eventually(async () => expect(await summaryDays()).toEqual(['2026-11-21']));

    manual.advanceTo('2026-11-23T03:15:00Z');
    await eventually(async () => expect(await summaryDays()).toEqual(['2026-11-21', '2026-11-22']));
    await eventually(() =>
      expect(manual.pending.filter((p) => !p.cancelled).map((p) => new Date(p.at).toISOString())).toEqual([
        '2026-11-24T03:15:00.000Z',
      ]),
    );
    expect(logs.some((m) => m.includes('2026-11-22 aggregated'))).toBe(true);
  });
});
