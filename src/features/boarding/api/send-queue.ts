import type { ScanResult } from '@/domain/boarding-scan';
import { getSupabase } from '@/lib/supabase';
import { dropFromQueue, readQueue } from '../offline/boarding-store';
import { sendCheckIn } from './check-in';
import { isNetworkFailure } from './network';

let sending: Promise<ScanResult[]> | null = null;

/**
 * Sends the check-ins queued offline, oldest first, each with its scan time; one run at a time. A check-in leaves
 * the queue once the database has answered it (the database keeps a booking's first check-in, so a resend is
 * harmless). Answers the check-ins the database did not confirm as this phone saw them (boarded on another
 * phone first, cancelled meanwhile), for the driver to be told.
 */
export function sendQueue(userId: string): Promise<ScanResult[]> {
  sending ??= (async () => {
    const told: ScanResult[] = [];
    try {
      const supabase = await getSupabase();
      for (const entry of await readQueue(userId)) {
        const departure = { passeio: entry.passeio, data: entry.data };
        const result = await sendCheckIn(supabase, { codigo: entry.codigo, departure }, entry.at);
        await dropFromQueue(userId, entry.codigo);
        if (result.resultado !== 'embarque_confirmado') told.push(result);
      }
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    } finally {
      sending = null;
    }
    return told;
  })();
  return sending;
}
