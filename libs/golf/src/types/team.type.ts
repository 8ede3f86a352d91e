import { type PlayerInput } from './player.type';

/** A team; `startingHole` null means unassigned, which plays like a start on hole 1. */
export interface TeamInput {
  id: string;
  name: string;
  startingHole?: number | null;
  players: PlayerInput[];
}
