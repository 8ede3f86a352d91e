import { useEffect, useRef } from 'react';

const CHECK_EVERY_MS = 5 * 60_000;
const QUIET_FOR_MS = 90_000;

async function fingerprint(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * A TV runs all day: when a new version is deployed (its manifest changes), reload, but only at a quiet
 * moment (no new data for 90 s), so nobody watching sees the board blink during a burst of scores.
 */
export function useReloadOnDeploy(manifestUrl: string, lastDataAt: number): void {
  const lastData = useRef(lastDataAt);
  lastData.current = lastDataAt;
  useEffect(() => {
    let first: string | null = null;
    let waiting = false;
    const check = async () => {
      const current = await fingerprint(manifestUrl);
      if (current === null) return;
      first ??= current;
      waiting ||= current !== first;
      if (waiting && Date.now() - lastData.current > QUIET_FOR_MS) window.location.reload();
    };
    void check();
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    const quietCheck = window.setInterval(() => {
      if (waiting && Date.now() - lastData.current > QUIET_FOR_MS) window.location.reload();
    }, 15_000);
    return () => {
      window.clearInterval(timer);
      window.clearInterval(quietCheck);
    };
  }, [manifestUrl]);
}
