import { useEffect, useState } from 'react';

/** A turn counter that advances every `seconds`: the TV's rotating panels read what to show from it. */
export function useRotation(seconds: number): number {
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTurn((current) => current + 1), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return turn;
}
