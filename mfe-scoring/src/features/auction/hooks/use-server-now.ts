import { serverNow } from '@fairway/api-client';
import { useEffect, useState } from 'react';

/** The server's time (the phone's corrected by what the API's answers showed), ticking every second. */
export function useServerNow(tickMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
