import { startLabel, startsMessages, startsPlanInput } from './starts.schema';

const messagesOf = (input: unknown) => startsPlanInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('startsPlanInput', () => {
  it('fills a shotgun with its defaults', () => {
    expect(startsPlanInput.parse({ mode: 'shotgun' })).toEqual({
      mode: 'shotgun',
      closedHoles: [],
      doublingOrder: null,
      reverse: false,
      waves: 1,
      shotgunTimes: [],
    });
  });

  it('refuses a hole off the course, a hole listed twice, a bad time and an interval out of range with their messages', () => {
    expect(messagesOf({ mode: 'shotgun', closedHoles: [19] })).toEqual([startsMessages.holeInvalid]);
    expect(messagesOf({ mode: 'shotgun', closedHoles: [3, 3] })).toEqual([startsMessages.holesRepeated]);
    expect(messagesOf({ mode: 'tee-times', firstTime: '7:30', intervalMinutes: 10, groupsPerTime: 1 })).toEqual([startsMessages.timeInvalid]);
    expect(messagesOf({ mode: 'tee-times', firstTime: '07:30', intervalMinutes: 30, groupsPerTime: 1 })).toEqual([startsMessages.intervalInvalid]);
    expect(messagesOf({ mode: 'shotgun', waves: 3 })).toEqual([startsMessages.wavesInvalid]);
  });
});

describe('startLabel', () => {
  it('writes the hole with its slot, and the tee time when there is one', () => {
    expect(startLabel({ hole: 7, slot: 'B', teeTime: null })).toBe('Hole 7B');
    expect(startLabel({ hole: 1, slot: null, teeTime: '08:10' })).toBe('Hole 1 at 08:10');
    expect(startLabel({ hole: 7, slot: 'A', teeTime: null, wave: 2 })).toBe('Hole 7A, wave 2');
  });
});
