/**
 * Work the embedded backend starts on its own, after the request that caused it has been answered: the local
 * payment provider settling a refund a moment later, and sending (and retrying) its webhooks. Closing the backend
 * cancels what has not started, stops retries, and waits for what has started before it stops serving: work that
 * calls a backend that no longer answers fails, and the shop's function it called would log that failure.
 */
export type LateWork = {
  /** Runs `work` after `ms` (0: as soon as possible), unless the backend is closing by then. */
  after(ms: number, work: () => Promise<unknown>): void;
  /** Work already started that outlives its request: closing waits for it. Answers the same promise. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Aborted when the backend starts closing: a loop of retries stops at its next pause. */
  signal: AbortSignal;
};

/** The longest closing waits for work that has started. */
const stopWaitMs = 10_000;

export function createLateWork(): LateWork & { stop(): Promise<void> } {
  const closing = new AbortController();
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    const settled: Promise<unknown> = work.then(
      () => running.delete(settled),
      () => running.delete(settled),
    );
    running.add(settled);
    return work;
  };
  return {
    signal: closing.signal,
    track,
    after(ms, work) {
      if (closing.signal.aborted) return;
      const start = () => {
        closing.signal.removeEventListener('abort', cancel);
        void track(work()).catch(() => undefined);
      };
      const timer = setTimeout(start, ms);
      timer.unref();
      const cancel = () => clearTimeout(timer);
      closing.signal.addEventListener('abort', cancel, { once: true });
    },
    async stop() {
      closing.abort();
      // Each piece is a few database calls and one webhook; a hung one does not hold the backend open for long.
      const waited = new Promise<void>((resolve) => setTimeout(resolve, stopWaitMs).unref());
      const drained = (async () => {
        while (running.size > 0) await Promise.all(running);
      })();
      await Promise.race([drained, waited]);
    },
  };
}

/** Waits `ms`; false when the backend began closing first (the caller gives up). */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (finished: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
      resolve(finished);
    };
    const aborted = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    timer.unref();
    signal.addEventListener('abort', aborted, { once: true });
  });
}
