import type { LeaderboardResponse } from '@fairway/contracts';
import type { Award } from '@fairway/contracts/awards';
import { contestKindLabels, type ContestsResponse } from '@fairway/contracts/contest';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { formatUsd } from '@fairway/golf';

export interface PlacePrize {
  prize: string | null;
  sponsorName: string | null;
}

/** "1st", "2nd", "3rd", "4th": a place as the awards and the results e-mail say it. */
export function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10];
  return `${place}${suffix ?? 'th'}`;
}

function placeAwards(board: LeaderboardResponse, prizes: readonly PlacePrize[], places: number): Award[] {
  return Array.from({ length: places }, (_, index) => index + 1)
    .map((place) => ({ place, rows: board.rows.filter((row) => row.position === place) }))
    .filter(({ rows }) => rows.length > 0)
    .map(({ place, rows }) => ({
      id: `place-${place}`,
      category: 'place' as const,
      title: `${ordinal(place)} Place`,
      prize: prizes[place - 1]?.prize ?? null,
      sponsorName: prizes[place - 1]?.sponsorName ?? null,
      winners: rows.map((row) => ({
        name: row.teamName,
        teamName: row.teamName,
        detail: `${row.totalScoreLabel} (gross ${row.grossTotal}, net ${row.netTotal})`,
      })),
    }));
}

function contestAwards(contests: ContestsResponse): Award[] {
  return contests.flatMap((contest) =>
    contest.leaders.map(({ division, entry }) => ({
      id: `contest-${contest.id}-${division.toLowerCase()}`,
      category: 'contest' as const,
      title: `${contestKindLabels[contest.kind]}${contest.divisions.length > 1 ? ` (${division})` : ''}, hole ${contest.hole}`,
      prize: contest.prize,
      sponsorName: contest.sponsorName,
      winners: entry ? [{ name: entry.playerName ?? entry.teamName, teamName: entry.teamName, detail: entry.measurementLabel }] : [],
    })),
  );
}

function skinsAwards(skins: SkinsBoardResponse | null): Award[] {
  if (!skins) return [];
  return skins.games.map((game) => ({
    id: `skins-${game.basis}`,
    category: 'skins' as const,
    title: `Skins (${game.basis})`,
    prize: game.pot > 0 ? `${formatUsd(Math.round(game.pot * 100), { withCents: true })} pot` : null,
    sponsorName: null,
    winners: game.winners.map((winner) => ({
      name: winner.name,
      teamName: null,
      detail: `${winner.skins} skin${winner.skins === 1 ? '' : 's'}${winner.value > 0 ? `, ${formatUsd(Math.round(winner.value * 100), { withCents: true })}` : ''}`,
    })),
  }));
}

/** The ceremony's order: skins, then the contests hole by hole, then the places from last to first. */
export function buildAwardList(input: {
  board: LeaderboardResponse;
  placePrizes: readonly PlacePrize[];
  places: number;
  contests: ContestsResponse;
  skins: SkinsBoardResponse | null;
}): Award[] {
  return [...skinsAwards(input.skins), ...contestAwards(input.contests), ...placeAwards(input.board, input.placePrizes, input.places).reverse()];
}
