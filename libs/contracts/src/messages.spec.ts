import { limits } from './limits';
import { messages, toastLine } from './messages';

describe('messages', () => {
  it('fills the templated texts', () => {
    expect(messages.foursome.created('Birdie Hunters', 7)).toEqual({
      title: 'Foursome created!',
      description: 'Birdie Hunters will start on Hole 7. Share the invite code with your teammates.',
    });
    expect(toastLine(messages.preRegistration.complete(3))).toBe('Pre-Registration Complete: Successfully registered 3 teams');
    expect(messages.team.fetchFailed).toBe('Failed to fetch teams');
    expect(messages.foursome.saved(1).description).toBe('1 player saved.');
    expect(messages.foursome.saved(3).description).toBe('3 players saved.');
  });

  it('formats a non-OK response as status, colon and body (or status text)', () => {
    expect(messages.http.nonOk(404, 'Tournament Not Found', 'Not Found')).toBe('404: Tournament Not Found');
    expect(messages.http.nonOk(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });

  it('joins a toast into the "Title: description" line and leaves a bare title alone', () => {
    expect(toastLine(messages.checkIn.failed)).toBe('Check-in Failed: There was an error during check-in. Please try again.');
    expect(toastLine(messages.tournament.updated)).toBe('Tournament Updated');
  });

  it("says a handicap box's range and its blank default in one sentence for every form", () => {
    expect(messages.player.handicapHint(limits.registrationHandicap)).toBe('Handicap 0-36; blank counts as 18.');
    expect(messages.player.handicapHint(limits.handicapIndex)).toBe('Handicap 0-36 (up to 54 allowed); blank counts as 18.');
  });

  it('maps Google sign-in error codes to their texts', () => {
    expect(messages.signIn.googleErrorByCode['auth/popup-closed-by-user']).toBe('Sign-in was cancelled.');
  });
});
