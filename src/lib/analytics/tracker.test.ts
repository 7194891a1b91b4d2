import { MAX_URL_PATH } from '@/domain/analytics-events';
import { webcrypto } from 'node:crypto';
import { createTracker, FLUSH_INTERVAL_MS, type Sender, type Tracker } from './tracker';
import type { AnalyticsPayload } from './types';

// The tracker in jsdom with fake timers and a recording sender (the HTTP side is tested against the real
// function in tests/e2e/analytics.spec.ts).

type Sent = { events: AnalyticsPayload[]; keepalive: boolean };

let sent: Sent[];
let clock: number;
let tracker: Tracker;

const sender: Sender = async (events, { keepalive }) => {
  sent.push({ events, keepalive });
};
const all = () => sent.flatMap((call) => call.events);
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

beforeAll(() => {
  if (!window.crypto?.subtle)
    Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  sent = [];
  clock = Date.parse('2026-11-22T12:00:00Z');
  tracker = createTracker({ send: sender, now: () => clock });
});

afterEach(() => {
  tracker.dispose();
  vi.useRealTimers();
});

describe('enrichment', () => {
  it('sends a page view at once with the session, device, browser, screen, language and referrer', async () => {
    tracker.record({ type: 'page_view', path: '/passeio/rota-do-horto', title: 'Rota | Movie Tour' });
    await settle();
    expect(sent).toHaveLength(1);
    const [event] = all();
    expect(event).toMatchObject({
      event_type: 'page_view',
      url_path: '/passeio/rota-do-horto',
      page_title: 'Rota | Movie Tour',
      event_data: { is_first_visit: true },
      device_type: 'desktop', // jsdom's screen is 0 px wide: no guess of a phone
      language: 'en-US',
      referrer: 'direct',
      user_fingerprint: null,
    });
    expect(event!.session_id).toBe(sessionStorage.getItem('analytics_session_id'));
    expect(localStorage.getItem('analytics_first_visit')).not.toBeNull();
  });

  it('sends no browser nor OS (track-analytics reads the User-Agent header), and no user agent at all', async () => {
    tracker.record({ type: 'page_view', path: '/' });
    await settle();
    const [event] = all();
    expect(event).not.toHaveProperty('browser');
    expect(event).not.toHaveProperty('os');
    expect(JSON.stringify(event)).not.toContain(navigator.userAgent);
  });

  it.each([
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'desktop'],
    [1920, 'desktop'],
    [0, 'desktop'],
  ])('guesses the device from a screen %i px wide: %s', async (width, device) => {
    tracker.dispose();
    Object.defineProperty(window.screen, 'width', { value: width, configurable: true });
    try {
      tracker = createTracker({ send: sender, now: () => clock });
      tracker.record({ type: 'page_view', path: '/' });
      await settle();
      expect(all()[0]).toMatchObject({ event_type: 'page_view', device_type: device });
    } finally {
      Reflect.deleteProperty(window.screen, 'width');
    }
  });

  it('marks only the first page view of a browser as its first visit', async () => {
    tracker.record({ type: 'page_view', path: '/' });
    tracker.record({ type: 'page_view', path: '/combo' });
    await settle();
    expect(all().map((e) => e.event_data.is_first_visit)).toEqual([true, false]);
  });

  it('replaces a corrupted session id and keeps working when storage throws', async () => {
    sessionStorage.setItem('analytics_session_id', '<script>');
    tracker.dispose();
    tracker = createTracker({ send: sender, now: () => clock });
    tracker.record({ type: 'add_to_cart', data: { tour_id: 'x' } });
    await settle();
    expect(all()[0]!.session_id).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    tracker.record({ type: 'page_view', path: '/' });
    await settle();
    expect(all()).toHaveLength(2);
    getItem.mockRestore();
  });
});

describe('consent', () => {
  it('carries no fingerprint before cookies are accepted, and a SHA-256 hex digest after', async () => {
    tracker.record({ type: 'checkout_start' });
    await settle();
    expect(all()[0]!.user_fingerprint).toBeNull();

    localStorage.setItem('cookie_consent', 'accepted');
    tracker.record({ type: 'checkout_start' });
    await settle();
    await vi.waitFor(() => expect(all()[1]?.user_fingerprint).toMatch(/^[0-9a-f]{64}$/));
    expect(JSON.stringify(all())).not.toContain(navigator.userAgent);
  });
});

describe('queueing and flushing', () => {
  it('records time on page in whole seconds between page views, only when above 0', async () => {
    tracker.record({ type: 'page_view', path: '/' });
    clock += 900;
    tracker.record({ type: 'page_view', path: '/combo' });
    clock += 3700;
    tracker.record({ type: 'page_view', path: '/transfer' });
    await settle();
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    const times = all().filter((e) => e.event_type === 'time_on_page');
    expect(times).toEqual([expect.objectContaining({ url_path: '/combo', event_data: { seconds: 3 } })]);
  });

  it("counts a page's time from when it was shown, not from when the tracker got its view", async () => {
    // The first page's view waits for the tracker, which loads at idle: seconds after the page was on screen.
    tracker.record({ type: 'page_view', path: '/', at: clock - 4200 });
    clock += 1000;
    tracker.record({ type: 'page_view', path: '/combo' });
    await settle();
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    const times = all().filter((e) => e.event_type === 'time_on_page');
    expect(times).toEqual([expect.objectContaining({ url_path: '/', event_data: { seconds: 5 } })]);
  });

  it('holds time-on-page events for 5 s, and sends at once when 10 are waiting', async () => {
    const timeOnPage = (seconds: number) => ({ type: 'time_on_page' as const, data: { seconds }, path: '/' });
    tracker.record(timeOnPage(1));
    await settle();
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sent).toHaveLength(1);

    for (let i = 1; i <= 9; i++) tracker.record(timeOnPage(i));
    await settle();
    expect(sent).toHaveLength(1);
    tracker.record(timeOnPage(10));
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.events).toHaveLength(10);
  });

  it.each(['page_view', 'click_whatsapp', 'add_to_cart', 'checkout_start', 'checkout_complete'] as const)(
    'sends %s immediately',
    async (type) => {
      tracker.record({ type, path: '/' });
      await settle();
      expect(sent).toHaveLength(1);
    },
  );

  it('on leaving the page sends the time on it and everything waiting with keepalive', async () => {
    tracker.record({ type: 'page_view', path: '/passeio/x' });
    await settle();
    clock += 12_400;
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent.at(-1)).toEqual({
      keepalive: true,
      events: [
        expect.objectContaining({
          event_type: 'time_on_page',
          url_path: '/passeio/x',
          event_data: { seconds: 12 },
        }),
      ],
    });
  });

  it('cuts a path past what track-analytics takes, so the batch is not refused for it', async () => {
    tracker.record({ type: 'page_view', path: `/passeio/${'x'.repeat(5000)}` });
    tracker.record({ type: 'checkout_start' });
    await settle();
    const paths = all().map((event) => event.url_path);
    expect(paths[0]).toHaveLength(MAX_URL_PATH);
    expect(paths[0]!.startsWith('/passeio/xxx')).toBe(true);
  });

  it('counts clicks on WhatsApp links', async () => {
    const link = document.createElement('a');
    link.href = 'https://wa.me/5512999990000?text=Ol%C3%A1';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.click();
    await settle();
    expect(all().map((e) => e.event_type)).toEqual(['click_whatsapp']);
    link.remove();
  });

  it('is silent when sending fails', async () => {
    tracker.dispose();
    tracker = createTracker({ send: () => Promise.reject(new Error('offline')), now: () => clock });
    expect(() => tracker.record({ type: 'page_view', path: '/' })).not.toThrow();
    await settle();
    expect(tracker.pending()).toBe(0);
  });
});
