import { messages } from './messages';
import { checkInPlayerInput, handicapIndex, playerHandicap, playerInput, registrationHandicap, updatePlayerInput } from './player.schema';
import { issueMessages } from './testing/zod-issues';

describe('handicap ranges', () => {
  it('registration allows 0-36', () => {
    expect(registrationHandicap.safeParse(36).success).toBe(true);
    expect(issueMessages(registrationHandicap, 37)).toEqual(['Handicap must be between 0 and 36']);
    expect(issueMessages(registrationHandicap, -1)).toEqual(['Handicap must be between 0 and 36']);
  });

  it('a Handicap Index allows 0-54', () => {
    expect(handicapIndex.safeParse(54).success).toBe(true);
    expect(handicapIndex.safeParse(12.4).success).toBe(true);
    expect(issueMessages(handicapIndex, 54.1)).toEqual(['Handicap must be between 0 and 54']);
  });

  it('the API also allows plus handicaps down to +10 as negative numbers', () => {
    expect(playerHandicap.parse(-2)).toBe(-2);
    expect(playerHandicap.safeParse(-10).success).toBe(true);
    expect(issueMessages(playerHandicap, -10.5)).toEqual([messages.player.apiHandicapRange]);
    expect(issueMessages(playerHandicap, 55)).toEqual([messages.player.apiHandicapRange]);
    expect(issueMessages(playerHandicap, '12')).toEqual([messages.player.handicapNumber]);
  });
});

describe('playerInput', () => {
  it('trims the name and keeps a valid email', () => {
    expect(playerInput.parse({ name: ' Ann Lee ', email: 'ann@example.com', handicap: 12, position: 1 })).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      handicap: 12,
      position: 1,
    });
  });

  it.each(['', '   ', null, undefined])('turns a blank email (%p) into null', (email) => {
    expect(playerInput.parse({ name: 'Ann', email, handicap: 3, position: 2 }).email).toBeNull();
  });

  it.each([null, undefined])('turns a blank handicap (%p) into 18', (handicap) => {
    expect(playerInput.parse({ name: 'Ann', handicap, position: 2 }).handicap).toBe(18);
  });

  it('reports a blank name, a bad email and a bad position', () => {
    expect(issueMessages(playerInput, { name: ' ', position: 1 })).toEqual([messages.player.nameRequired]);
    expect(issueMessages(playerInput, { name: 'Ann', email: 'not-an-email', position: 1 })).toEqual([messages.player.emailInvalid]);
    expect(issueMessages(playerInput, { name: 'Ann', position: 5 })).toEqual([messages.player.positionRange]);
    expect(issueMessages(playerInput, { name: 'Ann', position: 1.5 })).toEqual([messages.player.positionRange]);
  });
});

describe('player patches', () => {
  it('a check-in is checkedIn true or false (undo); a sent checkedInAt is tolerated', () => {
    expect(checkInPlayerInput.parse({ checkedIn: true, checkedInAt: '2026-06-01T08:00:00Z' }).checkedIn).toBe(true);
    expect(checkInPlayerInput.parse({ checkedIn: false }).checkedIn).toBe(false);
    expect(issueMessages(checkInPlayerInput, { checkedIn: 'yes' })).toEqual([messages.player.checkInInvalid]);
  });

  it('an edit keeps a missing email untouched and clears a blank one', () => {
    expect(updatePlayerInput.parse({ name: 'Bo' })).toEqual({ name: 'Bo' });
    expect(updatePlayerInput.parse({ email: '' })).toEqual({ email: null });
    expect(updatePlayerInput.parse({ checkedIn: true, checkedInAt: 'whenever' })).toMatchObject({ checkedIn: true });
  });

  it('refuses an empty patch, including one with only checkedInAt', () => {
    expect(issueMessages(updatePlayerInput, {})).toEqual([messages.validation.atLeastOneField]);
    expect(issueMessages(updatePlayerInput, { checkedInAt: '2026-06-01T08:00:00Z' })).toEqual([messages.validation.atLeastOneField]);
  });
});
