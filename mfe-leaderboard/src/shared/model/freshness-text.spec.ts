import { agoText, freshnessText } from './freshness-text';

describe('freshnessText', () => {
  const now = Date.parse('2026-06-01T15:00:40Z');
  const updatedAt = Date.parse('2026-06-01T15:00:00Z');

  it('promises live data while the stream is up', () => {
    expect(freshnessText('live', updatedAt, now, 30)).toBe('Live: scores appear here as they are entered');
  });

  it('says how old the data is, that it is reconnecting and how often it polls', () => {
    expect(freshnessText('reconnecting', updatedAt, now, 30)).toBe('Last updated 40 s ago, reconnecting (checking every 30 seconds meanwhile)');
    expect(freshnessText('reconnecting', null, now, 15)).toBe('Reconnecting (checking every 15 seconds meanwhile)');
  });

  it('counts in seconds, then minutes', () => {
    expect(agoText(updatedAt, updatedAt + 2_000)).toBe('just now');
    expect(agoText(updatedAt, updatedAt + 59_000)).toBe('59 s ago');
    expect(agoText(updatedAt, updatedAt + 185_000)).toBe('3 min ago');
  });
});
