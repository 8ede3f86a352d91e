import type { Contest, ContestLeader, ContestsResponse } from '@fairway/contracts/contest';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';

/** One turn of the contest leaders: a contest and the leader of one of its divisions. */
export interface ContestPage {
  contest: Contest;
  leader: ContestLeader & { entry: NonNullable<ContestLeader['entry']> };
}

/** The contests worth a slide: those with a leader in at least one division. */
export function contestsWithLeaders(contests: ContestsResponse | undefined): ContestsResponse {
  return (contests ?? []).filter((contest) => contest.leaders.some((leader) => leader.entry));
}

/**
 * The contest leaders as the slides show them, one leader each (a contest and one division: what the TV's
 * panel holds whole at 1280x720 with long names), so every leader gets seen however many there are.
 */
export function contestPages(contests: ContestsResponse): ContestPage[] {
  return contests.flatMap((contest) => contest.leaders.flatMap(({ division, entry }) => (entry ? [{ contest, leader: { division, entry } }] : [])));
}

/** Changes whenever any leader does: the slide is shown at once when a new leader is entered. */
export function leadersSignature(contests: ContestsResponse): string {
  return contests.map((contest) => contest.leaders.map((leader) => leader.entry?.id ?? '-').join(',')).join(';');
}

/** The page showing a leader that `before` (a leadersSignature) did not have, or -1. */
export function pageWithNewLeader(pages: readonly ContestPage[], before: string): number {
  const known = new Set(before.split(/[,;]/));
  return pages.findIndex((page) => !known.has(page.leader.entry.id));
}

/** The skins games with a skin won. */
export function wonSkinsGames(board: SkinsBoardResponse | undefined): SkinsBoardResponse['games'] {
  return (board?.games ?? []).filter((game) => game.winners.length > 0);
}

/** Changes whenever a skin is won or carried to someone: the slide is shown at once. */
export function skinsSignature(games: SkinsBoardResponse['games']): string {
  return games.map((game) => game.winners.map((winner) => `${winner.id}:${winner.skins}`).join(',')).join(';');
}
