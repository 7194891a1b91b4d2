/**
 * `npm run check:lockfile`: the lock file installs on every platform a developer or a host uses. `npm ci` refuses a
 * lock that misses a platform's optional native package (Tailwind's oxide, unrs-resolver's bindings), and on that
 * platform the build then cannot run; this asks npm, without installing anything, for each platform in turn.
 */
import { execFileSync } from 'node:child_process';

const platforms = [
  ['linux', 'x64'],
  ['linux', 'arm64'],
  ['darwin', 'arm64'],
  ['darwin', 'x64'],
  ['win32', 'x64'],
] as const;

let failed = false;
for (const [os, cpu] of platforms) {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', `--os=${os}`, `--cpu=${cpu}`], {
      stdio: 'pipe',
      encoding: 'utf8',
    });
    console.log(`npm ci on ${os}-${cpu}: ok`);
  } catch (error) {
    failed = true;
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
    const missing = output
      .split('\n')
      .filter((line) => /Missing:|ERR|error/.test(line) && !/npm warn/.test(line));
    console.error(`npm ci on ${os}-${cpu}: FAILS\n  ${missing.slice(0, 12).join('\n  ')}`);
  }
}
if (failed) {
  console.error(
    '\nThe lock file has gaps: run `npm install` with versions every platform has (docs/decisions).',
  );
  process.exit(1);
}
