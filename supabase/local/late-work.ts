import { realClock, type Clock } from './clock.ts';

/**
 * Work the embedded backend starts on its own, after the request that caused it has been answered: the local
 * payment provider settling a refund a moment later, and sending (and retrying) its webhooks. Closing the backend
 * cancels what has not started, ends pauses, and waits for what has started before it stops serving: work that
 * calls a backend that no longer answers fails, and the shop's function it called would log that failure.
 */
export type LateWork = {
  /** Runs `work` after `ms` (0: as soon as possible), unless the backend is closing by then. */
  after(ms: number, work: () => Promise<unknown>): void;
  /** Work already started that outlives its request: closing waits for it. Answers the same promise. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Waits `ms`; false when the backend began closing first (a loop of retries then gives up). */
  pause(ms: number): Promise<boolean>;
  /** Whether the backend has begun closing. */
  readonly closing: boolean;
};

/** The longest closing waits for work that has started. */
const stopWaitMs = 10_000;

export function createLateWork(clock: Clock = realClock): LateWork & { stop(): Promise<void> } {
  const closing = new AbortController();
  const running = new Set<Promise<unknown>>();
  /** Runs `fn` after `ms` on the clock, or never when closing begins first; `onClose` runs then instead. */
  const unlessClosing = (ms: number, fn: () => void, onClose = () => {}) => {
    if (closing.signal.aborted) return onClose();
    const cancel = () => {
      timer.cancel();
      onClose();
    };
    const timer = clock.after(ms, () => {
      closing.signal.removeEventListener('abort', cancel);
      fn();
    });
    closing.signal.addEventListener('abort', cancel, { once: true });
  };
  const track = <T>(work: Promise<T>) => {
    const settled: Promise<unknown> = work.then(
      () => running.delete(settled),
      () => running.delete(settled),
    );
    running.add(settled);
    return work;
  };
  return {
    get closing() {
      return closing.signal.aborted;
    },
    track,
    after(ms, work) {
      unlessClosing(ms, () => void track(work()).catch(() => undefined));
    },
    pause(ms) {
      return new Promise((resolve) =>
        unlessClosing(
          ms,
          () => resolve(true),
          () => resolve(false),
        ),
      );
    },
    async stop() {
      closing.abort();
      // Each piece is a few database calls and one webhook; a hung one does not hold the backend open for long.
      const drained = (async () => {
        while (running.size > 0) await Promise.all(running);
      })();
      await Promise.race([drained, new Promise<void>((resolve) => clock.after(stopWaitMs, resolve))]);
    },
  };
}
