import { useEffect, useState } from 'react';

/** The clock, read again every `intervalMs` while the component is mounted (a countdown, a deadline). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
