import { teamStartLabel } from './start-label';

describe('teamStartLabel', () => {
  it('says the hole with its slot and time once placed, the bare hole before, and nothing without a hole', () => {
    expect(teamStartLabel({ startingHole: 7, startSlot: 'B', teeTime: null })).toBe('Hole 7B');
    expect(teamStartLabel({ startingHole: 1, startSlot: null, teeTime: '08:10' })).toBe('Hole 1 at 08:10');
    expect(teamStartLabel({ startingHole: 12, startSlot: 'A', teeTime: '13:30' })).toBe('Hole 12A at 13:30');
    expect(teamStartLabel({ startingHole: 3 })).toBe('Hole 3');
    expect(teamStartLabel({ startingHole: null, startSlot: null, teeTime: null })).toBeNull();
  });

  it('says a second wave’s start as such until its horn time is announced, then the time alone', () => {
    expect(teamStartLabel({ startingHole: 7, startSlot: 'A', teeTime: null, startWave: 2 })).toBe('Hole 7A, wave 2');
    expect(teamStartLabel({ startingHole: 7, startSlot: 'A', teeTime: null, startWave: 1 })).toBe('Hole 7A');
    expect(teamStartLabel({ startingHole: 7, startSlot: 'A', teeTime: '13:00', startWave: 2 })).toBe('Hole 7A at 13:00');
  });
});
