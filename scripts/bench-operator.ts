/**
 * `npm run bench:operator`: the operator's manifest of a busy day. Starts the shop as `npm start` does (production
 * build, embedded backend on a throwaway data directory), records BENCH_MANIFEST_BOOKINGS (default 500) bookings for
 * one day through the operator's own call (admin_record_booking, as /admin/reservas/nova does), then prints:
 * - admin_manifest through supabase-js over HTTP, p50/p95 of 30 calls;
 * - /admin/manifesto in Debian's Chromium, signed in as the operator: from navigation to every booking on screen,
 *   median and worst of 5 loads (target: under a second).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { authStorageKey } from '../src/config/auth-storage.ts';
import { dayInSaoPaulo } from '../src/domain/calendar-days.ts';
import { tours } from '../src/domain/catalogue/tours.ts';
import { weekdayOf } from '../src/domain/weekdays.ts';
import type { Database } from '../src/types/database.ts';
import { ensureBuild } from './build-state.ts';
import { chromiumFlags, systemChromium } from './chromium.ts';
import { freePort, percentile, spawnShop, stopShop, waitForUrl } from './bench-support.ts';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const bookings = Number(process.env.BENCH_MANIFEST_BOOKINGS ?? 500) || 500;
const operator = { email: 'admin@movietour.local', password: 'movietour-admin' };
const places = [
  'Hotel Frontenac',
  'Hotel Estoril',
  'Pousada Villa Capivari',
  'Hotel Toriba',
  'Grande Hotel Campos do Jordão',
];

async function main() {
  await ensureBuild();
  const shopPort = await freePort();
  const apiPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-bench-operator-'));
  let shop: ChildProcess | undefined;
  try {
    shop = spawnShop({ port: shopPort, apiPort, dataDir });
    await waitForUrl(`http://localhost:${shopPort}/`);
    await waitForUrl(`http://localhost:${apiPort}/auth/v1/health`).catch(() => undefined);
    const { anonKey } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as {
      anonKey: string;
    };
    const supabase = createClient<Database>(`http://localhost:${apiPort}`, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data: signIn, error: signInError } = await supabase.auth.signInWithPassword(operator);
    if (signInError) throw signInError;

    // A day a week ahead; the tours that run on it.
    const day = dayInSaoPaulo(new Date(), 7);
    const running = tours.filter((tour) =>
      tour.availableDays.includes(weekdayOf(new Date(`${day}T12:00:00`))),
    );
    console.log(`Recording ${bookings} bookings for ${day} (${running.length} tours run that day)...`);
    const started = performance.now();
    for (let i = 0; i < bookings; i++) {
      const tour = running[i % running.length]!;
      const { error } = await supabase.rpc('admin_record_booking', {
        p_id_cliente: null as unknown as number,
        p_nome: `Cliente Manifesto ${i + 1} da Silva Figueiredo`,
        p_celular: `129${String(10_000_000 + i).padStart(8, '0')}`,
        p_email: '',
        p_passeio: tour.title,
        p_data: day,
        p_adultos: 1 + (i % 4),
        p_criancas: i % 3,
        p_bebes: i % 5 === 0 ? 1 : 0,
        p_pets: i % 7 === 0 ? 1 : 0,
        p_embarque: places[i % places.length]!,
        p_passageiros: `Passageiro ${i + 1}; Acompanhante ${i + 1}`,
        p_observacao: i % 4 === 0 ? 'Cadeirinha para o bebê; buscar na recepção' : '',
        p_desconto: 0,
        p_motivo_desconto: '',
      });
      if (error) throw new Error(`booking ${i + 1}: ${error.message}`);
    }
    console.log(`  recorded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const times: number[] = [];
    for (let i = 0; i < 35; i++) {
      const t = performance.now();
      const { data, error } = await supabase.rpc('admin_manifest', { p_day: day });
      if (error) throw error;
      if (i >= 5) times.push(performance.now() - t);
      if ((data ?? []).length !== bookings) throw new Error(`manifest has ${data?.length} rows`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `admin_manifest (${bookings} rows) through supabase-js over HTTP: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );

    const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
    const loads: number[] = [];
    try {
      for (const width of [1280, 360]) {
        const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
        await context.addInitScript(
          ({ key, session }) => {
            localStorage.setItem(key, session);
            localStorage.setItem('cookie_consent', 'accepted');
          },
          { key: authStorageKey, session: JSON.stringify(signIn.session) },
        );
        const page = await context.newPage();
        const url = `http://localhost:${shopPort}/admin/manifesto?dia=${day}`;
        await page.goto(url);
        await page.waitForFunction(
          (n) => document.querySelectorAll('main li, main tbody tr').length >= n,
          bookings,
        );
        const runs: number[] = [];
        for (let run = 0; run < 5; run++) {
          const t = performance.now();
          await page.goto(url);
          // Every booking drawn: a table row at a desk, a card on a phone.
          await page.waitForFunction(
            (n) =>
              document.querySelectorAll(window.innerWidth >= 768 ? 'main tbody tr' : 'main ol > li').length >=
              n,
            bookings,
            { polling: 'raf' },
          );
          runs.push(performance.now() - t);
        }
        // Where the last load's time went, from the browser's own timings.
        const timing = await page.evaluate(() => {
          const manifest = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/rest/v1/rpc/admin_manifest')) as
            PerformanceResourceTiming | undefined;
          const check = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/rest/v1/rpc/is_admin')) as
            PerformanceResourceTiming | undefined;
          const nav = performance.getEntriesByType('navigation')[0] as
            PerformanceNavigationTiming | undefined;
          return {
            domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN,
            manifestStart: manifest?.startTime ?? NaN,
            manifestEnd: manifest?.responseEnd ?? NaN,
            checkEnd: check?.responseEnd ?? NaN,
            now: performance.now(),
          };
        });
        console.log(
          `  last load at ${width} px: DOM ready ${timing.domContentLoaded.toFixed(0)} ms, manifest asked ${timing.manifestStart.toFixed(0)} ms and answered ${timing.manifestEnd.toFixed(0)} ms, operator check answered ${timing.checkEnd.toFixed(0)} ms, drawn by ${timing.now.toFixed(0)} ms`,
        );
        runs.sort((a, b) => a - b);
        loads.push(...runs);
        console.log(
          `/admin/manifesto at ${width} px, from navigation to all ${bookings} bookings on screen: median ${percentile(runs, 50).toFixed(0)} ms, worst ${runs.at(-1)!.toFixed(0)} ms (5 loads; target < 1000 ms)`,
        );
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
