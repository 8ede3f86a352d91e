import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text and reports it for `resetMs` (a confirmation that fades), or 'failed' until the next try. */
export function useCopyToClipboard(resetMs = 2_000): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(text);
        setState('copied');
        timer.current = setTimeout(() => setState('idle'), resetMs);
      } catch {
        setState('failed');
      }
    },
    [resetMs],
  );
  return [state, copy];
}
