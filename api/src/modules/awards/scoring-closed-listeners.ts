import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth';

/**
 * Scoring of a tournament was closed (told after the close has committed, again on every later close), and again
 * when the awards ceremony finishes.
 */
export interface ScoringClosed {
  tournamentId: string;
  /** Who closed it (or finished the ceremony). */
  by: AuthUser;
  /**
   * Whether everyone may know the final results now: false while the last holes are hidden for the ceremony (they
   * show again when it finishes, and the listeners are told again then).
   */
  resultsPublic: boolean;
}

export type ScoringClosedListener = (event: ScoringClosed) => Promise<void>;

/**
 * Other modules' work once scoring is closed (the messages module mails the results), so the awards module names
 * none of them: they listen here. The close has committed by then, so a listener's failure is logged and never
 * undoes it; each listener makes its own work happen once however often it is told.
 */
@Injectable()
export class ScoringClosedListeners {
  private readonly logger = new Logger(ScoringClosedListeners.name);
  private readonly listeners: ScoringClosedListener[] = [];

  listen(listener: ScoringClosedListener): void {
    this.listeners.push(listener);
  }

  /** Resolves when every listener has finished (or failed, which is logged). */
  async tell(event: ScoringClosed): Promise<void> {
    for (const listener of this.listeners) {
      await listener(event).catch((error: unknown) =>
        this.logger.error(`A scoring-closed listener failed for ${event.tournamentId}: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  }
}
