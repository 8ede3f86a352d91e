import { httpMessages } from '@fairway/contracts/http-messages';
import { ApiError } from './api-error';
import { errorText } from './error-text';
import { NetworkError } from './network-error';

describe('errorText', () => {
  it("adds the server's message to what failed", () => {
    const error = new ApiError(409, 'Conflict', '', { statusCode: 409, error: 'Conflict', message: 'Team name already taken' });
    expect(errorText(error, 'Failed to save the team')).toBe('Failed to save the team: Team name already taken');
  });

  it('says the phone got no answer when the request never reached the server', () => {
    expect(errorText(new NetworkError('/api/teams'), 'Failed to save the team')).toBe(`Failed to save the team: ${httpMessages.noAnswer}`);
  });

  it('falls back to what failed for anything else', () => {
    expect(errorText(new Error('boom'), 'Failed to save the team')).toBe('Failed to save the team');
  });
});
