import { measuredIn, measurementIssues, type MeasurementValues } from './contest-measurement';
import { contestMessages } from './contest-messages';

const pin = { kind: 'closest-to-pin', measured: true } as const;
const straightest = { kind: 'straightest-drive', measured: true } as const;
const drive = { kind: 'longest-drive', measured: true } as const;
const marker = { kind: 'longest-drive', measured: false } as const;
const ace = { kind: 'hole-in-one', measured: false } as const;

const distance = (feet: number | null, inches: number | null): MeasurementValues => ({ feet, inches, yards: null });
const yards = (value: number | null): MeasurementValues => ({ feet: null, inches: null, yards: value });
const messagesOf = (contest: Parameters<typeof measurementIssues>[0], values: MeasurementValues) =>
  measurementIssues(contest, values).map(({ field, message }) => [field, contestMessages[message]]);

describe('measurementIssues', () => {
  it('takes feet and inches for the pin and the straightest drive, yards for a measured drive, nothing otherwise', () => {
    expect([pin, straightest, drive, marker, ace].map(measuredIn)).toEqual(['feet', 'feet', 'yards', 'nothing', 'nothing']);
    expect(measurementIssues(pin, distance(0, 0))).toEqual([]);
    expect(measurementIssues(pin, distance(150, 11))).toEqual([]);
    expect(measurementIssues(straightest, distance(100, 11))).toEqual([]);
    expect(measurementIssues(drive, yards(287.5))).toEqual([]);
    expect(measurementIssues(marker, yards(null))).toEqual([]);
  });

  it('refuses inches past 11, negative or fractional numbers, and feet past what the kind can measure', () => {
    expect(messagesOf(pin, distance(0, 13))).toEqual([['inches', contestMessages.inches]]);
    expect(messagesOf(pin, distance(-3, 0))).toEqual([['feet', contestMessages.feetFromPin]]);
    expect(messagesOf(pin, distance(4.5, 2))).toEqual([['feet', contestMessages.feetFromPin]]);
    expect(messagesOf(pin, distance(151, 0))).toEqual([['feet', contestMessages.feetFromPin]]);
    expect(messagesOf(straightest, distance(101, 0))).toEqual([['feet', contestMessages.feetFromCentreLine]]);
    expect(messagesOf(pin, distance(Number.NaN, 12))).toEqual([
      ['feet', contestMessages.feetFromPin],
      ['inches', contestMessages.inches],
    ]);
    expect(contestMessages.feetFromPin).toBe('Feet must be a whole number from 0 to 150: the ball is on the green');
  });

  it('refuses yards out of range or past a tenth, so what is recorded is what was typed', () => {
    expect(messagesOf(drive, yards(0))).toEqual([['yards', contestMessages.yards]]);
    expect(messagesOf(drive, yards(500.1))).toEqual([['yards', contestMessages.yards]]);
    expect(messagesOf(drive, yards(287.46))).toEqual([['yards', contestMessages.yards]]);
  });

  it('asks for what the kind needs and refuses what it does not take', () => {
    expect(messagesOf(pin, distance(null, 4))).toEqual([['feet', contestMessages.distanceRequired]]);
    expect(messagesOf(pin, { feet: 4, inches: 2, yards: 250 })).toEqual([['yards', contestMessages.measurementNotTaken]]);
    expect(messagesOf(drive, yards(null))).toEqual([['yards', contestMessages.yardsRequired]]);
    expect(messagesOf(marker, yards(250))).toEqual([['yards', contestMessages.measurementNotTaken]]);
    expect(messagesOf(ace, distance(0, 3))).toEqual([
      ['feet', contestMessages.measurementNotTaken],
      ['inches', contestMessages.measurementNotTaken],
    ]);
  });
});
