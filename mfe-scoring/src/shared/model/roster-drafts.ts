import { limits } from '@fairway/contracts/limits';
import type { ToastText } from '@fairway/contracts/messages';
import type { Team } from '@fairway/contracts/team';

/** A player slot as typed: the handicap box keeps its text until the form's schema reads it. */
export interface RosterDraft {
  id?: string;
  name: string;
  email: string;
  handicap: string;
  position: number;
}

/** Four slots, the team's players in their positions and blank ones after: a blank name leaves the team. */
export function draftsFor(team: Team): RosterDraft[] {
  return Array.from({ length: limits.maxPlayersPerTeam }, (_, index) => {
    const position = index + 1;
    const player = team.players.find((entry) => entry.position === position);
    return player
      ? { id: player.id, name: player.name, email: player.email ?? '', handicap: String(player.handicap), position }
      : { name: '', email: '', handicap: '', position };
  });
}

/**
 * The toast for a form's first problem: the known toast's title and description when the message is one of
 * `known` (e.g. 'At least one player required'), else the message alone.
 */
export function problemToast(message: string, known: readonly ToastText[]): ToastText {
  return known.find((text) => text.title === message) ?? { title: message };
}
