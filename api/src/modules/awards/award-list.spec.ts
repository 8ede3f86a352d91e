import type { LeaderboardResponse } from '@fairway/contracts';
import type { ContestsResponse } from '@fairway/contracts/contest';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { buildAwardList } from './award-list';

const row = (teamName: string, position: number | null) => ({ teamName, position, totalScoreLabel: '-2', grossTotal: 70, netTotal: 62 });
const board = { rows: [row('Eagles', 1), row('Hawks', 2), row('Owls', 2), row('Wrens', 4)] } as unknown as LeaderboardResponse;
const contests = [
  {
    id: 'c1',
    kind: 'longest-drive',
    hole: 5,
    divisions: ['Men', 'Women'],
    sponsorName: 'Acme',
    prize: 'Driver',
    leaders: [
      { division: 'Men', entry: { playerName: null, teamName: 'Hawks', measurementLabel: '288 yd' } },
      { division: 'Women', entry: null },
    ],
  },
] as unknown as ContestsResponse;
const skins = { games: [{ basis: 'gross', pot: 27, winners: [{ name: 'Ann', skins: 2, value: 13.5 }] }] } as unknown as SkinsBoardResponse;

describe('buildAwardList', () => {
  it('skins, then contests by division, then the places from last to first, ties sharing a place', () => {
    const awards = buildAwardList({ board, placePrizes: [{ prize: 'Trophy', sponsorName: 'Bank' }], places: 3, contests, skins });
    expect(awards.map((award) => [award.title, award.prize, award.sponsorName, award.winners.map((winner) => `${winner.name}: ${winner.detail}`)])).toEqual([
      ['Skins (gross)', '$27.00 pot', null, ['Ann: 2 skins, $13.50']],
      ['Longest Drive (Men), hole 5', 'Driver', 'Acme', ['Hawks: 288 yd']],
      ['Longest Drive (Women), hole 5', 'Driver', 'Acme', []],
      ['2nd Place', null, null, ['Hawks: -2 (gross 70, net 62)', 'Owls: -2 (gross 70, net 62)']],
      ['1st Place', 'Trophy', 'Bank', ['Eagles: -2 (gross 70, net 62)']],
    ]);
  });
});
