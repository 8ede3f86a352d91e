import { noteServerDate, resetServerClock, serverClockOffsetMs, serverNow } from './server-clock';

const answer = (date: string | null) => ({ headers: new Headers(date ? { date } : {}) });
const at = Date.parse('2026-06-01T18:00:00.000Z');

describe('the server clock', () => {
  afterEach(resetServerClock);

  it('runs on the phone’s clock until an answer says otherwise', () => {
    noteServerDate(answer(null), at);
    noteServerDate(answer('not a date'), at);
    expect(serverClockOffsetMs()).toBe(0);
  });

  it('takes the largest sample: each Date header is rounded down and read after the trip', () => {
    noteServerDate(answer('Mon, 01 Jun 2026 18:02:59 GMT'), at + 800);
    noteServerDate(answer('Mon, 01 Jun 2026 18:03:00 GMT'), at + 300);
    expect(serverClockOffsetMs()).toBe(180_000 - 300);
    expect(Math.abs(serverNow() - (Date.now() + 179_700))).toBeLessThan(50);
  });

  it('ignores a difference the rounding and the trip could make', () => {
    noteServerDate(answer('Mon, 01 Jun 2026 17:59:59 GMT'), at + 400);
    expect(serverClockOffsetMs()).toBe(0);
  });

  it('follows a phone whose clock is behind as well as ahead', () => {
    noteServerDate(answer('Mon, 01 Jun 2026 17:55:00 GMT'), at);
    expect(serverClockOffsetMs()).toBe(-300_000);
  });
});
