// One of several processes racing for data-directory locks (tests/integration/backend/lifecycle.test.ts).
// Usage: tsx lock-contender.ts <base dir> <rounds> <start ms> <period ms>. In round r, at start + r × period, it
// tries to lock <base dir>/<r>, keeps any lock it gets (so its holder stays alive), and finally prints the
// rounds it won as JSON.
import path from 'node:path';
import { acquireLock } from '../../supabase/local/lock.ts';

const [base = '', rounds = '0', start = '0', period = '0'] = process.argv.slice(2);
const won: number[] = [];
for (let round = 0; round < Number(rounds); round++) {
  const at = Number(start) + round * Number(period);
  while (Date.now() < at); // spin: a timer would spread the contenders over a millisecond or more
  try {
    acquireLock(path.join(base, String(round)));
    won.push(round);
  } catch {
    // lost this round
  }
}
// Every contender holds its locks until all are done.
const end = Number(start) + Number(rounds) * Number(period) + 500;
setTimeout(() => console.log(JSON.stringify(won)), Math.max(0, end - Date.now()));
