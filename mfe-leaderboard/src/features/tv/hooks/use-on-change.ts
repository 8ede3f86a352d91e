import { useEffect, useRef } from 'react';

/** Calls `changed` when `value` changes after it was first known (not when it first arrives), with the value before. */
export function useOnChange<T>(value: T | undefined, changed: (before: T) => void): void {
  const previous = useRef(value);
  const latest = useRef(changed);
  latest.current = changed;
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before !== undefined && value !== undefined && before !== value) latest.current(before);
  }, [value]);
}
