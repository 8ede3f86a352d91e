import { entrantsPreview, entrantsSummary } from './skins-entrants';

const named = (...names: string[]) => names.map((name, index) => ({ id: `5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e${String(index).padStart(2, '0')}`, name }));

describe('skins entrants', () => {
  it('names the entrants while they fit on a line, then gives their count', () => {
    expect(entrantsSummary(named('Ann', 'Bob', 'Cy'))).toBe('3 entrants: Ann, Bob, Cy');
    expect(entrantsSummary(named('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'))).toBe('9 entrants');
    expect(entrantsSummary([])).toBe('No entrants recorded: everyone plays, no pot');
  });

  it('previews the money as the API counts it: the donated share rounded up to the cent for the charity', () => {
    expect(entrantsPreview({ entryFee: 10.01, donatedPercent: 50 }, 1, 4)).toBe('1 of 4 ticked · pot $5.00 · $5.01 donated');
    expect(entrantsPreview({ entryFee: 20, donatedPercent: 0 }, 3, 3)).toBe('3 of 3 ticked · pot $60.00 · $0.00 donated');
  });
});
