/**
 * `npm run check:lockfile`: the lock file installs on every platform a developer or a host uses. `npm ci` refuses a
 * lock that misses a platform's optional native package (Tailwind's oxide, unrs-resolver's bindings), and on that
 * platform the build then cannot run; this asks npm, without installing anything, for each platform in turn.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const platforms = [
  ['linux', 'x64'],
  ['linux', 'arm64'],
  ['darwin', 'arm64'],
  ['darwin', 'x64'],
  ['win32', 'x64'],
] as const;

/** npm's dry run for one platform: what it says is missing, or null when the lock installs there. */
async function missingOn(os: string, cpu: string): Promise<string[] | null> {
  try {
    await promisify(execFile)('npm', ['ci', '--dry-run', '--ignore-scripts', `--os=${os}`, `--cpu=${cpu}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return null;
  } catch (error) {
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
    return output.split('\n').filter((line) => /Missing:|ERR|error/.test(line) && !/npm warn/.test(line));
  }
}

// The five dry runs are independent and mostly wait on npm's start-up and the lock file: run together.
const results = await Promise.all(platforms.map(([os, cpu]) => missingOn(os, cpu)));
let failed = false;
platforms.forEach(([os, cpu], index) => {
  const missing = results[index];
  if (!missing) {
    console.log(`npm ci on ${os}-${cpu}: ok`);
    return;
  }
  failed = true;
  console.error(`npm ci on ${os}-${cpu}: FAILS\n  ${missing.slice(0, 12).join('\n  ')}`);
});
if (failed) {
  console.error(
    '\nThe lock file has gaps: run `npm install` with versions every platform has (docs/decisions).',
  );
  process.exit(1);
}
