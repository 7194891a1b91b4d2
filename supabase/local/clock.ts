/** The embedded backend's clock for timed work (the scheduler, PIX expiry): tests pass a fake one. */
export type Timer = { cancel(): void };
export type Clock = {
  now(): Date;
  /** Runs `fn` after `ms`; the returned timer must not keep the process alive. */
  after(ms: number, fn: () => void): Timer;
};

export const realClock: Clock = {
  now: () => new Date(),
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    id.unref();
    return { cancel: () => clearTimeout(id) };
  },
};

export const unixSeconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);
