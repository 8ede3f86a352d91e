import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children once the page has painted its first frame: secondary panels (below the fold on a phone)
 * then neither delay the main content's paint with their own rendering nor start their reads ahead of it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after the next one has been painted; a hidden tab gets no frames, hence the timer as well.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setPainted(true))));
    const timer = setTimeout(() => setPainted(true), 250);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
