// What the benchmarks share: a free port for each server, the shop started and stopped, waiting for a server to
// answer, and the figures they print.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { root } from './build-state.ts';

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the shop as `npm start` does (node with tsx's loader, so a signal reaches it), on the given ports and data,
 * in its own process group: stopShop stops it with what it started. `imports` are modules loaded into its process
 * first (a bench's probe).
 */
export function spawnShop(options: {
  port: number;
  apiPort: number;
  dataDir: string;
  imports?: string[];
  stdio?: StdioOptions;
}): ChildProcess {
  const imports = (options.imports ?? []).flatMap((module) => ['--import', module]);
  return spawn(process.execPath, ['--import', 'tsx', ...imports, 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      API_PORT: String(options.apiPort),
      DATA_DIR: options.dataDir,
    },
    stdio: options.stdio ?? 'ignore',
    detached: true,
  });
}

/**
 * Stops a shop from spawnShop: SIGTERM to its process group (the shop closes its backend and database), then waits
 * for it to exit, so the next bench does not compete with it for the CPU and its data can be removed. Killed after
 * 15 s.
 */
export async function stopShop(shop: ChildProcess | undefined): Promise<void> {
  if (!shop?.pid || shop.exitCode !== null || shop.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => shop.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-shop.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `url` answers 2xx, asking every half second; rejects after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Nearest-rank percentile of ascending values (p from 0 to 100); NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The median of ascending values: the middle one, or the mean of the two middle ones. */
export function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
