import { useEffect, useState } from 'react';

/** The current time, refreshed every second, formatted for a wall display. */
export function useClock(): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
