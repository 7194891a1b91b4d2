/**
 * `npm run bench:durability`: what crash safety would cost the embedded store.
 *
 * PGlite runs PostgreSQL with fsync off and its Node filesystem never calls fsync, so a committed write sits in
 * the operating system's cache until the OS flushes it: a killed process loses nothing, a power cut can lose the
 * last seconds. The cheapest durable commit PostgreSQL itself would do is one fsync of the WAL segment per
 * commit. This measures committed single-row transactions three ways on a fresh data directory:
 *   - as the backend runs today (no fsync);
 *   - plus an fsync of the current WAL segment after each commit (what a durable commit needs at least);
 *   - plus an fsync of every file of the data directory after each commit (what PGlite's filesystem, which
 *     cannot say which files a commit touched, would have to do).
 * It prints commits per second and the p50/p95 commit time of each.
 */
import { closeSync, fsyncSync, mkdtempSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const commits = Number(process.env.COMMITS ?? 300);

function fsyncFile(file: string) {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

function newestWalSegment(dataDir: string): string {
  const wal = path.join(dataDir, 'pg_wal');
  const segments = readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name));
  return path.join(wal, segments.sort().at(-1)!);
}

async function run(label: string, afterCommit: (dataDir: string) => void) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-durability-'));
  const db = await PGlite.create({ dataDir });
  await db.exec('create table notes (id serial primary key, body text not null)');
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < commits; i++) {
    const t0 = performance.now();
    await db.query('insert into notes (body) values ($1)', [`nota ${i}`]);
    afterCommit(dataDir);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `${label.padEnd(44)} ${(commits / seconds).toFixed(0).padStart(6)} commits/s   p50 ${at(0.5)} ms   p95 ${at(0.95)} ms`,
  );
}

console.log(`${commits} single-row commits each, data directory in ${os.tmpdir()}\n`);
await run('today (no fsync)', () => undefined);
await run('+ fsync of the WAL segment per commit', (dir) => fsyncFile(newestWalSegment(dir)));
await run('+ fsync of every data file per commit', (dir) => allFiles(dir).forEach(fsyncFile));
