import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
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

/** The pid holding the data directory, or null when it is free (or the holder died). */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, lockFileName), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
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

/** Takes the data directory for this process; a stale lock of a dead process is taken over. */
export function acquireLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(dataDir, holder);
      try {
        unlinkSync(file);
      } catch {
        // another process took it over first; the next attempt sees its lock
      }
    }
  }
  throw new Error(`Could not lock the data directory ${path.resolve(dataDir)}`);
}
