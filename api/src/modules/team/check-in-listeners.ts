import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A player with an account was checked in (told inside the check-in's transaction). */
export interface PlayerCheckedIn {
  tournamentId: string;
  playerId: string;
  userId: string;
  /** The player's e-mail on the roster (not verified by the account). */
  email: string | null;
  /** Who checked them in. */
  by: string;
}

export type CheckInListener = (manager: EntityManager, event: PlayerCheckedIn) => Promise<void>;

/**
 * Other modules' work at check-in (the auction gives a bidder number), so the team module names none of them:
 * they listen here, and a listener's failure undoes the check-in with it.
 */
@Injectable()
export class CheckInListeners {
  private readonly listeners: CheckInListener[] = [];

  listen(listener: CheckInListener): void {
    this.listeners.push(listener);
  }

  async tell(manager: EntityManager, event: PlayerCheckedIn): Promise<void> {
    for (const listener of this.listeners) await listener(manager, event);
  }
}
