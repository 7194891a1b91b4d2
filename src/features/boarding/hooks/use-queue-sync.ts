import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ScanResult } from '@/domain/boarding-scan';
import { useStore } from '@/lib/store';
import { useNow } from '@/lib/use-now';
import { boardingKeys } from '../api/boarding-keys';
import { sendQueue } from '../api/send-queue';
import { queueStore, readQueue } from '../offline/boarding-store';

/**
 * The check-ins waiting on this phone, sent whenever the network is there: on opening the screen, when it returns,
 * and every half minute while some wait (the browser may say online before the server can be reached). Answers the
 * queue and what the database told about the check-ins it did not confirm.
 */
export function useQueueSync(userId: string, day: string, online: boolean) {
  const queue = useStore(queueStore);
  const client = useQueryClient();
  const [told, setTold] = useState<ScanResult[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const retry = useNow(30_000);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const waiting = await readQueue(userId);
      if (!online || waiting.length === 0 || cancelled) return;
      try {
        const results = await sendQueue(userId);
        // A later run shares the same sending (sendQueue runs once at a time) and reports it instead.
        if (cancelled) return;
        if (results.length) setTold((previous) => [...results, ...previous]);
        setFailure(null);
      } catch (error) {
        if (!cancelled) setFailure(error);
      }
      void client.invalidateQueries({ queryKey: boardingKeys.day(userId, day) });
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, day, online, client, retry]);

  return { queue, told, failure, dismissTold: () => setTold([]) };
}
