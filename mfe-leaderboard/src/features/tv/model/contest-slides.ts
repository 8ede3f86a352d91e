import type { ContestsResponse } from '@fairway/contracts/contest';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';

/** The contests worth a slide: those with a leader in at least one division. */
export function contestsWithLeaders(contests: ContestsResponse | undefined): ContestsResponse {
  return (contests ?? []).filter((contest) => contest.leaders.some((leader) => leader.entry));
}

/** Changes whenever any leader does: the slide is shown at once when a new leader is entered. */
export function leadersSignature(contests: ContestsResponse): string {
  return contests.map((contest) => contest.leaders.map((leader) => leader.entry?.id ?? '-').join(',')).join(';');
}

/** The skins games with a skin won. */
export function wonSkinsGames(board: SkinsBoardResponse | undefined): SkinsBoardResponse['games'] {
  return (board?.games ?? []).filter((game) => game.winners.length > 0);
}
