import { createStore as createIdbStore, del, get, set, update } from 'idb-keyval';
import type { BoardingBooking, QueuedCheckIn } from '@/domain/boarding-scan';
import { createStore } from '@/lib/store';

// What the boarding screen keeps on the phone (IndexedDB, idb-keyval), per signed-in staff member: the day's lists
// as last read online, and the check-ins made without a network until they are sent.

const database = createIdbStore('movie-tour-embarque', 'embarque');

/** The day's list as boarding_day answered it, kept to judge scans offline. */
export type StoredDay = { userId: string; day: string; savedAt: string; rows: BoardingBooking[] };

const dayKey = (userId: string, day: string) => `dia:${userId}:${day}`;
const queueKey = (userId: string) => `fila:${userId}`;

export const loadStoredDay = (userId: string, day: string) => get<StoredDay>(dayKey(userId, day), database);

/** Keeps the day's list, and who read it: the staff member this phone serves when a reload finds no session. */
export async function saveDay(stored: StoredDay): Promise<void> {
  await set(dayKey(stored.userId, stored.day), stored, database);
  await set(staffKey, stored.userId, database);
}

const staffKey = 'equipe';

/**
 * The staff member whose list this phone keeps for `day`, if any. A session that expired offline (the access token
 * cannot be refreshed without a network) leaves the page signed out: the screen goes on from what is stored.
 */
export async function offlineStaff(day: string): Promise<string | null> {
  const userId = await get<string>(staffKey, database);
  return userId && (await loadStoredDay(userId, day)) ? userId : null;
}

/** Signed out on purpose: the phone serves nobody offline any more (the queue stays until they sign in again). */
export const forgetStaff = () => del(staffKey, database);

/** The queue of the signed-in staff member, as the screen shows it (its count in the offline banner). */
export const queueStore = createStore<QueuedCheckIn[]>([]);

export async function readQueue(userId: string): Promise<QueuedCheckIn[]> {
  const queue = (await get<QueuedCheckIn[]>(queueKey(userId), database)) ?? [];
  queueStore.set(queue);
  return queue;
}

/** Queues a check-in once per booking: a second scan of the same voucher keeps the first scan's time. */
export async function enqueue(userId: string, entry: QueuedCheckIn): Promise<void> {
  await update<QueuedCheckIn[]>(
    queueKey(userId),
    (queue = []) => (queue.some((queued) => queued.codigo === entry.codigo) ? queue : [...queue, entry]),
    database,
  );
  await readQueue(userId);
}

export async function dropFromQueue(userId: string, codigo: string): Promise<void> {
  await update<QueuedCheckIn[]>(
    queueKey(userId),
    (queue = []) => queue.filter((queued) => queued.codigo !== codigo),
    database,
  );
  await readQueue(userId);
}

/** This phone's name in the audit (check_in's p_device): random, kept. */
export async function deviceId(): Promise<string> {
  const stored = await get<string>('aparelho', database);
  if (stored) return stored;
  const id = `aparelho-${crypto.randomUUID().slice(0, 8)}`;
  await set('aparelho', id, database);
  return id;
}
