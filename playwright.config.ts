import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { testChromium, testChromiumFlags } from './scripts/chromium.ts';
import { prepareDataDir } from './tests/helpers/backend.ts';

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A port no server listens on and that this run has not handed out yet: every port is chosen before the first shop
 * starts, and the system may give a port it has just handed out and seen closed to the next call again (a
 * clean-clone run once started two backends on one port).
 */
const handedOut = new Set<number>();
async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

// The browser tests run in lanes, one per worker, and each lane has its own shop: its own web server, backend and
// data. The journeys share the demo accounts and book the same departures, so two of them must never meet in one
// shop; with a shop per lane they run side by side. `E2E_WORKERS` sets the lanes (default 2: one per core here).
const lanes = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

// Chosen once in the runner; workers inherit them through the environment, and each worker (which loads this file
// again, with TEST_PARALLEL_INDEX set) points E2E_PORT, E2E_API_PORT and E2E_DATA_DIR at its lane's shop. Each
// shop's data starts as a copy of the migrated and seeded database the integration tests share (built once per
// schema version), so no shop migrates from scratch.
for (let lane = 0; lane < lanes; lane++) {
  process.env[`E2E_PORT_${lane}`] ??= String(await freePort());
  process.env[`E2E_API_PORT_${lane}`] ??= String(await freePort());
  process.env[`E2E_DATA_DIR_${lane}`] ??= await prepareDataDir();
}
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_PORT = process.env[`E2E_PORT_${lane}`];
process.env.E2E_API_PORT = process.env[`E2E_API_PORT_${lane}`];
process.env.E2E_DATA_DIR = process.env[`E2E_DATA_DIR_${lane}`];
// One shop with e-mail confirmation on, for the few tests of it, shared by the lanes (each signs up its own
// address).
process.env.E2E_CONFIRM_PORT ??= String(await freePort());
process.env.E2E_CONFIRM_API_PORT ??= String(await freePort());
process.env.E2E_CONFIRM_DATA_DIR ??= await prepareDataDir();
process.env.E2E_JWT_SECRET ??= `e2e-secret-${Date.now()}-${Math.random().toString(36).slice(2)}-padding`;

const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order in one lane; the files are shared out between the lanes.
  fullyParallel: false,
  workers: lanes,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two lanes share two cores: a journey that takes 25 s alone can take twice that beside another.
  timeout: 60_000,
  expect: {
    timeout: 7_000,
    // The visual gate (tests/e2e/visual.spec.ts, docs/testing.md): pictures compared with committed baselines.
    toHaveScreenshot: { maxDiffPixelRatio: 0.0005, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // The baselines are the rendering (fonts, anti-aliasing) of Debian's Chromium headless shell; another browser build compares nothing
  // but still runs every layout assertion.
  ignoreSnapshots: !testChromium,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No trace: recording one (a screencast and a DOM snapshot around every action) took about 30 % of each
    // test's time on 2 cores. A failing test is rerun with `--trace on` for one (docs/testing.md).
    trace: 'off',
    ...devices['Desktop Chrome'],
    // The marquee's endless blink (src/app/layout/root-layout.tsx) makes headless Chromium composite every frame
    // in software: about a fifth of a core per open page, for the whole run. The shop honours reduced motion
    // (src/index.css), which stops it, as it does for a visitor who asks for it.
    reducedMotion: 'reduce',
    launchOptions: testChromium ? { executablePath: testChromium, args: testChromiumFlags } : {},
  },
  // A shop per lane, and the one with e-mail confirmation on. Playwright starts them one after the other, so only
  // the first builds.
  webServer: [
    ...Array.from({ length: lanes }, (_, lane) => ({
      command: 'node --import tsx scripts/start.ts',
      url: `http://localhost:${process.env[`E2E_PORT_${lane}`]}`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        PORT: process.env[`E2E_PORT_${lane}`]!,
        API_PORT: process.env[`E2E_API_PORT_${lane}`]!,
        DATA_DIR: process.env[`E2E_DATA_DIR_${lane}`]!,
        SUPABASE_JWT_SECRET: process.env.E2E_JWT_SECRET!,
        // Every journey logs in from the same address, many as the demo customer, within minutes.
        AUTH_RATE_LIMIT_MULTIPLIER: '20',
        // bcrypt at cost 4, as the other test backends (tests/helpers/backend.ts): each sign-up at GoTrue's 10 is
        // about 70 ms of CPU.
        AUTH_BCRYPT_COST: '4',
      },
    })),
    {
      command: 'node --import tsx scripts/start.ts',
      url: `http://localhost:${process.env.E2E_CONFIRM_PORT}`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: process.env.E2E_CONFIRM_PORT,
        API_PORT: process.env.E2E_CONFIRM_API_PORT,
        DATA_DIR: process.env.E2E_CONFIRM_DATA_DIR,
        SUPABASE_JWT_SECRET: process.env.E2E_JWT_SECRET,
        AUTH_EMAIL_CONFIRM: 'true',
        AUTH_BCRYPT_COST: '4',
      },
    },
  ],
});
