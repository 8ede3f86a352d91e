import { type Contest, type ContestCompetitor, type ContestEntry, contestKindLabels, type ContestKind } from '@fairway/contracts/contest';
import { contestLeaders } from './contest-leaders';

/** A contests row as SELECT * reads it. */
export interface ContestRow {
  id: string;
  tournament_id: string;
  hole: number;
  kind: ContestKind;
  divisions: string[];
  competitor: ContestCompetitor;
  sponsor_name: string | null;
  prize: string | null;
  player_entries_allowed: boolean;
  measured: boolean;
  min_yardage: number | null;
}

/** A contest_entries row with its team's and player's names. */
export interface ContestEntryRow {
  id: string;
  contest_id: string;
  team_id: string;
  team_name: string;
  player_id: string | null;
  player_name: string | null;
  division: string;
  feet: number | null;
  inches: number | null;
  yards: number | null;
  witnesses: string[];
  source: 'station' | 'player';
  verified: boolean;
  voided: boolean;
  created_at: Date;
}

export function measurementLabel(row: Pick<ContestEntryRow, 'feet' | 'inches' | 'yards'>, kind: ContestKind): string {
  if (kind === 'hole-in-one') return 'Hole-in-one';
  if (kind === 'longest-drive') return row.yards === null ? 'Marker moved' : `${row.yards} yd`;
  return `${row.feet ?? 0} ft ${row.inches ?? 0} in`;
}

export function toEntry(row: ContestEntryRow, kind: ContestKind): ContestEntry {
  return {
    id: row.id,
    contestId: row.contest_id,
    teamId: row.team_id,
    teamName: row.team_name,
    playerId: row.player_id,
    playerName: row.player_name,
    division: row.division,
    feet: row.feet,
    inches: row.inches,
    yards: row.yards,
    measurementLabel: measurementLabel(row, kind),
    witnesses: row.witnesses,
    source: row.source,
    verified: row.verified,
    voided: row.voided,
    createdAt: row.created_at.toISOString(),
  };
}

export function toContest(row: ContestRow, entries: readonly ContestEntry[]): Contest {
  const rule = { kind: row.kind, measured: row.measured, divisions: row.divisions };
  return {
    id: row.id,
    tournamentId: row.tournament_id,
    hole: row.hole,
    kind: row.kind,
    title: `${contestKindLabels[row.kind]}, hole ${row.hole}`,
    divisions: row.divisions,
    competitor: row.competitor,
    sponsorName: row.sponsor_name,
    prize: row.prize,
    playerEntriesAllowed: row.player_entries_allowed,
    measured: row.measured,
    minYardage: row.min_yardage,
    leaders: contestLeaders(rule, entries),
  };
}
