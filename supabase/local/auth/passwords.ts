import bcrypt from 'bcryptjs';
import { authError } from './replies.ts';

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost). */
export const DEFAULT_PASSWORD_COST = 10;
// bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncating them.
const MAX_LENGTH = 72;
const MIN_LENGTH = 6;
// Compared against when the e-mail is unknown, so both failures take the same time: one per cost.
const dummyHashes = new Map<number, string>([
  [DEFAULT_PASSWORD_COST, '$2a$10$kAl9UxrP65otJEf1QhN7.u4gG/zCe6Rxe9LCkwS/d/OZsXGqUBkAu'],
]);
function dummyHash(cost: number): string {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = bcrypt.hashSync('not a password', cost)));
  return hash;
}

/**
 * A bcrypt hash with the `$2a$` prefix, as GoTrue and pgcrypto's `crypt(pw, gen_salt('bf'))` write it:
 * bcryptjs writes `$2b$`, which pgcrypto cannot verify (the algorithm is the same).
 */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  return (await bcrypt.hash(password, cost)).replace(/^\$2b\$/, '$2a$');
}

/** Whether `password` is the one `hash` was made from; without a hash (an unknown e-mail), as long to say no. */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  cost = DEFAULT_PASSWORD_COST,
): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash || dummyHash(cost));
  return Boolean(hash) && matches;
}

/** GoTrue's password checks, in its order: throws its refusal, returns when the password is acceptable. */
export function checkPassword(password: string, required: string): void {
  if (!password) throw authError(422, 'validation_failed', required);
  if (password.length < MIN_LENGTH) {
    throw authError(422, 'weak_password', `Password should be at least ${MIN_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password) > MAX_LENGTH) {
    throw authError(422, 'validation_failed', `Password cannot be longer than ${MAX_LENGTH} characters`);
  }
}
