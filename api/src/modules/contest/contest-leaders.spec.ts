import type { ContestEntry } from '@fairway/contracts/contest';
import { contestLeaders } from './contest-leaders';

let clock = Date.parse('2026-06-01T10:00:00Z');
function entry(overrides: Partial<ContestEntry>): ContestEntry {
  clock += 60_000;
  return {
    id: `00000000-0000-0000-0000-${String(clock).slice(-12)}`,
    contestId: '00000000-0000-0000-0000-000000000001',
    teamId: '00000000-0000-0000-0000-000000000002',
    teamName: 'Eagles',
    playerId: null,
    playerName: 'Ann',
    division: 'Men',
    feet: null,
    inches: null,
    yards: null,
    measurementLabel: '',
    witnesses: [],
    source: 'station',
    verified: true,
    voided: false,
    createdAt: new Date(clock).toISOString(),
    ...overrides,
  };
}

describe('contestLeaders', () => {
  const pin = { kind: 'closest-to-pin' as const, measured: true, divisions: ['Men', 'Women'] };

  it('closest to the pin: the shortest verified, unvoided distance leads in each division; a tie goes to the first', () => {
    const first = entry({ feet: 4, inches: 2 });
    const tie = entry({ feet: 4, inches: 2 });
    const unverified = entry({ feet: 1, inches: 0, verified: false, source: 'player' });
    const voided = entry({ feet: 0, inches: 6, voided: true });
    const women = entry({ division: 'Women', feet: 12, inches: 0 });
    expect(contestLeaders(pin, [tie, unverified, voided, women, first]).map((leader) => [leader.division, leader.entry?.id])).toEqual([
      ['Men', first.id],
      ['Women', women.id],
    ]);
  });

  it('a division without a qualifying entry has no leader', () => {
    expect(contestLeaders(pin, [entry({ feet: 3, inches: 0, verified: false })])).toEqual([
      { division: 'Men', entry: null },
      { division: 'Women', entry: null },
    ]);
  });

  it('longest drive: most yards when measured, the newest entry when the marker is only moved', () => {
    const long = entry({ yards: 287.5 });
    const short = entry({ yards: 250 });
    expect(contestLeaders({ kind: 'longest-drive', measured: true, divisions: ['Men'] }, [short, long])[0]!.entry?.id).toBe(long.id);
    expect(contestLeaders({ kind: 'longest-drive', measured: false, divisions: ['Men'] }, [long, short])[0]!.entry?.id).toBe(short.id);
  });

  it('hole-in-one: the first ace takes it', () => {
    const ace = entry({ witnesses: ['Bea'] });
    const later = entry({ witnesses: ['Cy'] });
    expect(contestLeaders({ kind: 'hole-in-one', measured: false, divisions: ['Men'] }, [later, ace])[0]!.entry?.id).toBe(ace.id);
  });
});
