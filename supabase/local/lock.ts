import { randomUUID } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const lockFileName = 'backend.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Data directories this process holds (a pid in a lock file may be this process's after a restart). */
const heldHere = new Set<string>();

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The live process a lock file names, or null when it is stale: unreadable, naming a dead process, or naming
 * this process's own pid while this process does not hold it (a container restarted with the same pid).
 */
function liveHolder(file: string, dataDir: string): number | null {
  const pid = readPid(file);
  if (pid === null || !isAlive(pid)) return null;
  if (pid === process.pid && !heldHere.has(path.resolve(dataDir))) return null;
  return pid;
}

/** The pid holding the data directory, or null when it is free (or the holder died). */
export function lockHolder(dataDir: string): number | null {
  return liveHolder(path.join(dataDir, lockFileName), dataDir);
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by another backend (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Creates `file` holding this pid, failing with EEXIST when it exists. The pid is written to a private file
 * first and hard-linked into place, so the file never exists empty: a reader racing an O_EXCL create-then-write
 * would see no pid and take a live lock for a stale one.
 */
function createExclusive(file: string) {
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(draft, String(process.pid), { flag: 'wx' });
  try {
    linkSync(draft, file);
  } finally {
    rmSync(draft, { force: true });
  }
}

const isExisting = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * Removes a stale lock file, atomically with respect to every other process doing the same. Creating the lock
 * is exclusive (O_EXCL), so only its removal can race: unlink-then-create let two processes that both saw the
 * stale lock each remove what the other had just created. Removal therefore happens only under a second,
 * exclusive guard file, and only while the lock file still names no live process: no one can replace an
 * existing lock file without the guard, so what was read is what is removed. A guard left by a process that
 * died inside this step (microseconds) is removed the same way. Returns false when another process holds the
 * guard (try again).
 */
function removeStaleLock(file: string, dataDir: string): boolean {
  const guard = `${file}.takeover`;
  try {
    createExclusive(guard);
  } catch (error) {
    if (!isExisting(error)) throw error;
    if (liveHolder(guard, dataDir) === null) rmSync(guard, { force: true });
    return false;
  }
  try {
    if (existsSync(file) && liveHolder(file, dataDir) === null) rmSync(file, { force: true });
    return true;
  } finally {
    rmSync(guard, { force: true });
  }
}

/** Takes the data directory for this process; a stale lock (a dead process's, or this pid's) is taken over. */
export function acquireLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, lockFileName);
  const key = path.resolve(dataDir);
  if (heldHere.has(key)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      createExclusive(file);
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if (!isExisting(error)) throw error;
      const holder = liveHolder(file, dataDir);
      if (holder !== null) throw new DataDirLockedError(dataDir, holder);
      removeStaleLock(file, dataDir);
    }
  }
  throw new Error(`Could not lock the data directory ${path.resolve(dataDir)}`);
}
