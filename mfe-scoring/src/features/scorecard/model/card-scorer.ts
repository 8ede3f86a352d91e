import type { AuthUser } from '@fairway/auth';
import type { Team } from '@fairway/contracts/team';
import type { Tournament } from '@fairway/contracts/tournament';
import { sameEmail } from '@fairway/contracts/tournament-admin';
import { roleOn } from '../../../shared/model/event-role';

/** The card is open for a team the signed-in scorer does not play in: the card says whose it is and in what role. */
export function scoresAsScorer(tournament: Tournament, team: Team, user: Pick<AuthUser, 'email'> | null): boolean {
  if (roleOn(tournament) !== 'scorer') return false;
  return !team.players.some((player) => !!user?.email && !!player.email && sameEmail(player.email, user.email));
}
