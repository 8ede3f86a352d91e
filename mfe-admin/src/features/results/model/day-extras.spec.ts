import { sampleContestEntry } from '@fairway/api-client/testing';
import type { Award } from '@fairway/contracts/awards';
import type { Contest } from '@fairway/contracts/contest';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { contestResultRows, dayExtrasCsvRows } from './day-extras';
import { resultsCsv } from './results-csv';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const entry = sampleContestEntry({
  id: '33333333-3333-4333-8333-333333333333',
  contestId: '11111111-1111-4111-8111-111111111111',
  teamId: '44444444-4444-4444-8444-444444444444',
  teamName: 'Eagles',
  playerId: '55555555-5555-4555-8555-555555555555',
  playerName: 'Ann Lee',
  division: 'Women',
  createdAt: '2026-11-21T15:00:00.000Z',
});
const contest = (hole: number, overrides: Partial<Contest> = {}): Contest => ({
  id: entry.contestId,
  tournamentId,
  hole,
  kind: 'closest-to-pin',
  title: 'Closest to the Pin',
  divisions: ['Men', 'Women'],
  competitor: 'individual',
  sponsorName: 'Acme',
  prize: 'Putter',
  playerEntriesAllowed: false,
  measured: true,
  minYardage: null,
  leaders: [
    { division: 'Men', entry: null },
    { division: 'Women', entry },
  ],
  ...overrides,
});
const skins: SkinsBoardResponse = {
  tournamentId,
  unit: 'player',
  games: [
    { basis: 'gross', pot: 120, holes: [], winners: [{ id: entry.playerId!, name: 'Ann Lee', skins: 2, holesWon: 3, value: 60 }], final: true, holesUnwon: 1 },
  ],
};
const awards: Award[] = [
  { id: 'place-1', category: 'place', title: '1st Place', prize: 'Trophy', sponsorName: null, winners: [{ name: 'Eagles', teamName: null, detail: '-6' }] },
];

describe('contests, skins and awards on the results', () => {
  it('lists each contest division by hole, with its winner or no entry', () => {
    const rows = contestResultRows([contest(12, { title: 'Longest Drive', leaders: [{ division: 'Open', entry: null }] }), contest(7)]);
    expect(rows.map((row) => [row.hole, row.title, row.division, row.winner, row.measurement])).toEqual([
      [7, 'Closest to the Pin', 'Men', 'No entry', ''],
      [7, 'Closest to the Pin', 'Women', 'Ann Lee (Eagles)', '4 ft 2 in'],
      [12, 'Longest Drive', 'Open', 'No entry', ''],
    ]);
  });

  it('adds contests, skins and awards to the CSV after the cards, leaving out what the day did not have', () => {
    expect(dayExtrasCsvRows({ contests: [], skins: null, awards: null })).toEqual([]);
    const text = resultsCsv([], [], { contests: [contest(7)], skins, awards });
    expect(text.split('\r\n').slice(4)).toEqual([
      'Hole,Contest,Division,Winner,Measurement,Sponsor,Prize',
      '7,Closest to the Pin,Men,No entry,,Acme,Putter',
      '7,Closest to the Pin,Women,Ann Lee (Eagles),4 ft 2 in,Acme,Putter',
      '',
      'Skins (gross),Skins,Holes won,Value',
      'Pot,,,$120.00',
      'Ann Lee,2,3,$60.00',
      '',
      'Award,Winner,Prize,Sponsor',
      '1st Place,"Eagles, -6",Trophy,',
      '',
    ]);
  });
});
