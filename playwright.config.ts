import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from './scripts/chromium.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Chosen once in the runner; workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_API_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'movie-tour-e2e-'));
process.env.E2E_CONFIRM_PORT ??= String(await freePort());
process.env.E2E_CONFIRM_API_PORT ??= String(await freePort());
process.env.E2E_CONFIRM_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'movie-tour-e2e-confirm-'));
process.env.E2E_JWT_SECRET ??= `e2e-secret-${Date.now()}-${Math.random().toString(36).slice(2)}-padding`;

const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // The visual gate (tests/e2e/visual.spec.ts, docs/testing.md): pictures compared with committed baselines.
    toHaveScreenshot: { maxDiffPixelRatio: 0.0005, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // The baselines are Debian Chromium's rendering (fonts, anti-aliasing); another browser build compares nothing
  // but still runs every layout assertion.
  ignoreSnapshots: !systemChromium,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: systemChromium ? { executablePath: systemChromium, args: chromiumFlags } : {},
  },
  // Two shops: the default (sign-up returns a session) and one with e-mail confirmation on. Playwright
  // starts them one after the other, so only the first builds.
  webServer: [
    {
      command: 'npx tsx scripts/start.ts',
      url: baseURL,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        API_PORT: process.env.E2E_API_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SUPABASE_JWT_SECRET: process.env.E2E_JWT_SECRET,
        // Every journey logs in from the same address, many as the demo customer, within minutes.
        AUTH_RATE_LIMIT_MULTIPLIER: '20',
      },
    },
    {
      command: 'npx tsx scripts/start.ts',
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
      },
    },
  ],
});
