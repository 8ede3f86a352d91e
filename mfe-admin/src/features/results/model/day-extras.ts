import type { Award } from '@fairway/contracts/awards';
import type { ContestsResponse } from '@fairway/contracts/contest';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { entrantName } from '../../../shared/model/contest-entry-text';
import { winnerLine } from '../../../shared/model/award-text';

/** The day's side games beside the board: contests with their leaders, the skins board, the awards. */
export interface DayExtras {
  contests: ContestsResponse;
  skins: SkinsBoardResponse | null;
  /** Null while the awards are still kept for the ceremony. */
  awards: readonly Award[] | null;
}

export interface ContestResultRow {
  hole: number;
  title: string;
  division: string;
  winner: string;
  measurement: string;
  sponsor: string;
  prize: string;
}

/** One row per contest and division, by hole. */
export function contestResultRows(contests: ContestsResponse): ContestResultRow[] {
  return [...contests]
    .sort((a, b) => a.hole - b.hole)
    .flatMap((contest) =>
      contest.leaders.map((leader) => ({
        hole: contest.hole,
        title: contest.title,
        division: leader.division,
        winner: leader.entry ? entrantName(leader.entry) : 'No entry',
        measurement: leader.entry?.measurementLabel ?? '',
        sponsor: contest.sponsorName ?? '',
        prize: contest.prize ?? '',
      })),
    );
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** The CSV's lines after the cards: contests, skins winners per game, awards; sections without data are left out. */
export function dayExtrasCsvRows(extras: DayExtras): Array<ReadonlyArray<string | number>> {
  const rows: Array<ReadonlyArray<string | number>> = [];
  const contests = contestResultRows(extras.contests);
  if (contests.length > 0) {
    rows.push([], ['Hole', 'Contest', 'Division', 'Winner', 'Measurement', 'Sponsor', 'Prize']);
    for (const row of contests) rows.push([row.hole, row.title, row.division, row.winner, row.measurement, row.sponsor, row.prize]);
  }
  for (const game of extras.skins?.games ?? []) {
    rows.push([], [`Skins (${game.basis})`, 'Skins', 'Holes won', 'Value'], ['Pot', '', '', money(game.pot)]);
    for (const winner of game.winners) rows.push([winner.name, winner.skins, winner.holesWon, money(winner.value)]);
  }
  if (extras.awards && extras.awards.length > 0) {
    rows.push([], ['Award', 'Winner', 'Prize', 'Sponsor']);
    for (const award of extras.awards)
      rows.push([award.title, award.winners.length === 0 ? 'No winner' : award.winners.map(winnerLine).join('; '), award.prize ?? '', award.sponsorName ?? '']);
  }
  return rows;
}
