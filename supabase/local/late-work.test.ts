import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLateWork } from './late-work.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('late work', () => {
  it('runs after its delay; once closing began, what has not started never does', async () => {
    vi.useFakeTimers();
    const late = createLateWork();
    const ran: string[] = [];
    late.after(100, async () => void ran.push('soon'));
    late.after(5_000, async () => void ran.push('later'));
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toEqual(['soon']);
    await late.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    late.after(0, async () => void ran.push('after closing'));
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toEqual(['soon']);
  });

  it('closing waits for work that has started, and for a hung piece at most 10 s', async () => {
    vi.useFakeTimers();
    const late = createLateWork();
    const elsewhere = createLateWork();
    let finished = false;
    late.after(0, () => elsewhere.pause(2_000).then(() => (finished = true)));
    late.track(new Promise(() => undefined)); // never settles
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    void late.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(finished).toBe(true);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(stopped).toBe(true);
  });

  it('a pause ends early, answering false, when closing begins', async () => {
    vi.useFakeTimers();
    const late = createLateWork();
    const waiting = late.pause(15_000);
    void late.stop();
    expect(await waiting).toBe(false);
    expect(await late.pause(1)).toBe(false);
    const full = createLateWork().pause(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await full).toBe(true);
  });
});
