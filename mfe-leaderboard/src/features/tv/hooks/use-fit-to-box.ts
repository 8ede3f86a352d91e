import { type RefObject, useLayoutEffect } from 'react';

/** The smallest scale tried: below it a name is better wrapped than shrunk further. */
const SMALLEST = 0.3;
const STEPS = 7;

const overflows = (box: HTMLElement) => box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth;

/** Sets the largest scale (to STEPS halvings) at which the box's content fits, or SMALLEST, and returns it. */
function largestFit(box: HTMLElement): number {
  box.style.setProperty('--fit', '1');
  if (!overflows(box)) return 1;
  let [fits, tooBig] = [SMALLEST, 1];
  for (let step = 0; step < STEPS; step += 1) {
    const middle = (fits + tooBig) / 2;
    box.style.setProperty('--fit', String(middle));
    if (overflows(box)) tooBig = middle;
    else fits = middle;
  }
  box.style.setProperty('--fit', String(fits));
  return fits;
}

/** Tries 1 to `columnChoices` columns (`--columns`) and keeps the one that lets the type be largest. */
function bestColumns(box: HTMLElement, columnChoices: number): void {
  let best = { columns: 1, scale: 0 };
  for (let columns = 1; columns <= columnChoices; columns += 1) {
    box.style.setProperty('--columns', String(columns));
    const scale = largestFit(box);
    if (scale > best.scale + 0.02) best = { columns, scale };
  }
  box.style.setProperty('--columns', String(best.columns));
  largestFit(box);
}

/**
 * Makes what `ref` holds fit its box, whatever its names and however many: sets `--fit` (1, or smaller) on
 * the box for its CSS to scale type by, and `--columns` for its lists; when even the smallest scale does not
 * fit, sets `data-wrap` (for CSS that keeps names on one line to let them wrap) and tries again. Measured
 * again when the box or `content` changes.
 */
export function useFitToBox(ref: RefObject<HTMLElement | null>, content: unknown, columnChoices = 1): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const fit = () => {
      delete box.dataset.wrap;
      bestColumns(box, columnChoices);
      if (box.style.getPropertyValue('--fit') === String(SMALLEST) && overflows(box)) {
        box.dataset.wrap = 'true';
        bestColumns(box, columnChoices);
      }
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(box);
    void document.fonts?.ready.then(fit);
    return () => observer?.disconnect();
  }, [ref, content, columnChoices]);
}
