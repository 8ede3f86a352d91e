import type { ContestEntry } from '@fairway/contracts/contest';
import { beatsLeader, entryMeasurement, leaderText, measurementLabel, readDraft, stepDraft, stepInches, stepYards } from './contest-measurement';

const closest = { kind: 'closest-to-pin', measured: true } as const;
const straightest = { kind: 'straightest-drive', measured: true } as const;
const drive = { kind: 'longest-drive', measured: true } as const;
const marker = { kind: 'longest-drive', measured: false } as const;
const at = (feet: number, inches: number, yards = 0) => ({ feet, inches, yards });
const leader = (overrides: Partial<ContestEntry>) =>
  ({ feet: 4, inches: 2, yards: null, playerName: 'Ann', teamName: 'Bogey Men', measurementLabel: '4 ft 2 in', ...overrides }) as ContestEntry;

describe('contest measurement', () => {
  it('carries inches into feet both ways, and stays within 0 and the limit', () => {
    expect(stepInches(closest, at(4, 11), 1)).toEqual(at(5, 0));
    expect(stepInches(closest, at(5, 0), -1)).toEqual(at(4, 11));
    expect(stepInches(closest, at(0, 0), -1)).toEqual(at(0, 0));
    expect(stepInches(closest, at(150, 11), 12)).toEqual(at(150, 11));
    expect(stepInches(straightest, at(100, 5), 12)).toEqual(at(100, 11));
    expect(stepYards(drive, at(0, 0, 1), -10).yards).toBe(1);
    expect(stepYards(drive, at(0, 0, 495), 10).yards).toBe(500);
    expect(stepYards(drive, at(0, 0, 287.4), 1).yards).toBe(288.4);
  });

  it('reads the fields as typed: a refused one offers no measurement and no step, a blank one steps from 0', () => {
    const typed = (feet: string, inches: string, yards = '') => ({ feet, inches, yards });
    expect(readDraft(closest, typed('4', '2'))).toEqual({ measurement: at(4, 2), problems: {} });
    expect(readDraft(closest, typed('0', '13'))).toEqual({
      measurement: null,
      problems: { inches: 'Inches must be a whole number from 0 to 11: 12 inches make a foot' },
    });
    expect(readDraft(drive, typed('', '', '287.5'))).toEqual({ measurement: at(0, 0, 287.5), problems: {} });
    expect(stepDraft(closest, typed('-3', '0'), 'inches', 1)).toBeNull();
    expect(stepDraft(closest, typed('', '11'), 'inches', 1)).toEqual(typed('1', '0', '0'));
  });

  it('beats the leader as the API ranks: nearer the pin, a longer drive, any newer marker; a tie stays with the first', () => {
    expect(beatsLeader(closest, at(4, 1), leader({}))).toBe(true);
    expect(beatsLeader(closest, at(4, 2), leader({}))).toBe(false);
    expect(beatsLeader(drive, at(0, 0, 281), leader({ yards: 280 }))).toBe(true);
    expect(beatsLeader(drive, at(0, 0, 280), leader({ yards: 280 }))).toBe(false);
    expect(beatsLeader(marker, at(0, 0), leader({}))).toBe(true);
    expect(beatsLeader(closest, at(90, 0), null)).toBe(true);
  });

  it('labels and sends only what the contest measures', () => {
    expect(measurementLabel(closest, at(4, 2, 250))).toBe('4 ft 2 in');
    expect(measurementLabel(drive, at(0, 0, 287))).toBe('287 yd');
    expect(entryMeasurement(closest, at(4, 2, 250))).toEqual({ feet: 4, inches: 2, yards: null });
    expect(entryMeasurement(drive, at(4, 2, 250))).toEqual({ feet: null, inches: null, yards: 250 });
    expect(entryMeasurement(marker, at(4, 2, 250))).toEqual({ feet: null, inches: null, yards: null });
    expect(leaderText(leader({}))).toBe('Ann, 4 ft 2 in');
    expect(leaderText(leader({ playerName: null }))).toBe('Bogey Men, 4 ft 2 in');
  });
});
