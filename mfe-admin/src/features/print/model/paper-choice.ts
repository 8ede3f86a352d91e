import type { PaperSize } from '@fairway/contracts/print';
import { paperSizes } from '@fairway/contracts/print-texts';

const storageKey = (tournamentId: string) => `fairway.print-paper.${tournamentId}`;

/** The paper last chosen for this tournament's print centre; US Letter until one was. */
export function readPaper(tournamentId: string): PaperSize {
  try {
    const saved = localStorage.getItem(storageKey(tournamentId));
    return paperSizes.find((paper) => paper === saved) ?? 'letter';
  } catch {
    return 'letter';
  }
}

/** Remembered per tournament on this browser (a club in Europe prints A4, one in the US Letter). */
export function savePaper(tournamentId: string, paper: PaperSize): void {
  try {
    localStorage.setItem(storageKey(tournamentId), paper);
  } catch {
    // Storage refused (private mode, quota): the choice holds until the tab closes.
  }
}
