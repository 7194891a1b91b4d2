/** The local provider's clock (the same shape as the scheduler's): tests pass a fake one to expire PIX charges. */
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
