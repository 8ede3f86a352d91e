import { closeText, countdownText, timeLeftText } from './auction-time';

const second = 1000;
const minute = 60 * second;

describe('auction time', () => {
  it('counts down in minutes and seconds, and hours when there are', () => {
    expect(countdownText(5 * minute + 9 * second)).toBe('5:09');
    expect(countdownText(65 * minute + 9 * second)).toBe('1:05:09');
    expect(countdownText(200)).toBe('0:01');
    expect(countdownText(-5 * second)).toBe('0:00');
  });

  it("gives a row's time left in words, and the seconds in the last five minutes", () => {
    expect(timeLeftText(2 * 60 * minute + 5 * minute)).toBe('2 h 05 min');
    expect(timeLeftText(12 * minute)).toBe('12 min');
    expect(timeLeftText(4 * minute + 9 * second)).toBe('4:09');
    expect(timeLeftText(0)).toBe('Closed');
  });

  it('ticks only in the last hour; further off it says when', () => {
    const closesAt = Date.parse('2026-06-01T16:30:00');
    expect(closeText(90 * minute, closesAt)).toEqual({ label: 'Bidding closes at', value: '4:30 PM' });
    expect(closeText(59 * minute, closesAt)).toEqual({ label: 'Bidding closes in', value: '59:00' });
    expect(closeText(0, closesAt)).toEqual({ label: 'Bidding', value: 'Closed' });
  });
});
