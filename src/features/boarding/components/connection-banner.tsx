import { CloudOff, RefreshCw } from 'lucide-react';
import { offlineBanner, sendingBanner } from '@/domain/boarding-scan';

/** Offline: how many check-ins wait on the phone. Online with some waiting: that they are being sent. */
export function ConnectionBanner({ online, pending }: { online: boolean; pending: number }) {
  if (online && pending === 0) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl bg-night px-4 py-3 text-base font-semibold text-white"
    >
      {online ? (
        <RefreshCw className="size-5 shrink-0 animate-spin" aria-hidden="true" />
      ) : (
        <CloudOff className="size-5 shrink-0" aria-hidden="true" />
      )}
      {online ? sendingBanner(pending) : offlineBanner(pending)}
    </p>
  );
}
