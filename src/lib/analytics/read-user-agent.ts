import type { UserAgentInfo } from './user-agent';

const text = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 64) : null);

/** The user agent parsed in a Web Worker; where workers are missing or fail, on this thread instead. */
export function readUserAgent(userAgent: string, timeoutMs = 3000): Promise<UserAgentInfo> {
  const onThisThread = () => import('./user-agent').then(({ parseUserAgent }) => parseUserAgent(userAgent));
  if (typeof Worker === 'undefined') return onThisThread();
  return new Promise<UserAgentInfo>((resolve, reject) => {
    const worker = new Worker(new URL('./user-agent.worker.ts', import.meta.url), {
      type: 'module',
      name: 'user-agent',
    });
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('user-agent worker timed out'));
    }, timeoutMs);
    worker.onmessage = (event: MessageEvent<unknown>) => {
      done();
      const data = (event.data ?? {}) as Record<string, unknown>;
      resolve({ deviceKind: text(data.deviceKind), browser: text(data.browser), os: text(data.os) });
    };
    worker.onerror = () => {
      done();
      reject(new Error('user-agent worker failed'));
    };
    worker.postMessage(userAgent);
  }).catch(onThisThread);
}
