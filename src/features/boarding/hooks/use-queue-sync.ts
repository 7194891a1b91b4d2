import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ScanResult } from '@/domain/boarding-scan';
import { useStore } from '@/lib/store';
import { boardingKeys } from '../api/boarding-keys';
import { sendQueue } from '../api/send-queue';
import { queueStore, readQueue } from '../offline/boarding-store';

/**
 * The check-ins waiting on this phone, sent whenever the network is there (on opening the screen and when it
 * returns). Answers the queue and what the database told about the check-ins it did not confirm.
 */
export function useQueueSync(userId: string, day: string, online: boolean) {
  const queue = useStore(queueStore);
  const client = useQueryClient();
  const [told, setTold] = useState<ScanResult[]>([]);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const waiting = await readQueue(userId);
      if (!online || waiting.length === 0 || cancelled) return;
      try {
        const results = await sendQueue(userId);
        if (results.length) setTold((previous) => [...results, ...previous]);
        setFailure(null);
      } catch (error) {
        setFailure(error);
      }
      void client.invalidateQueries({ queryKey: boardingKeys.day(userId, day) });
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, day, online, client]);

  return { queue, told, failure, dismissTold: () => setTold([]) };
}
