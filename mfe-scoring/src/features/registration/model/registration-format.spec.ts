import { formatMoment, formatUntil, usd } from './registration-format';

describe('registration formats', () => {
  it('writes prices with cents only when there are some', () => {
    expect(usd(150)).toBe('$150');
    expect(usd(103.3)).toBe('$103.30');
    expect(usd(1250)).toBe('$1,250');
  });

  it('writes a moment as Intl writes it in en-US, on the phone’s clock', () => {
    for (const iso of ['2027-05-01T18:00:00', '2027-01-09T00:05:00', '2027-12-31T12:30:00']) {
      const moment = new Date(iso);
      const date = moment.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
      const time = moment.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
      expect(formatMoment(moment.toISOString())).toBe(`${date} at ${time}`.replace(/\u202f/g, ' '));
    }
    expect(formatMoment('not a date')).toBe('not a date');
  });

  it('gives only the time for a moment later today', () => {
    const now = new Date('2027-05-01T09:00:00');
    expect(formatUntil(new Date('2027-05-01T15:45:00').toISOString(), now)).toBe('3:45 PM');
    expect(formatUntil(new Date('2027-05-02T15:45:00').toISOString(), now)).toBe('Sunday, May 2, 2027 at 3:45 PM');
  });
});
