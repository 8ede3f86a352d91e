import { errorBody, validationErrorBody } from './error.schema';
import { createTeamInput } from './team.schema';

describe('validationErrorBody', () => {
  it('lists every issue with its dotted path and leads with the first message', () => {
    const result = createTeamInput.safeParse({ name: '', players: [{ name: 'Ann', position: 9 }] });
    if (result.success) throw new Error('expected the body to be invalid');
    const body = validationErrorBody(result.error);
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Team name required',
      details: [
        { path: 'name', message: 'Team name required' },
        { path: 'players.0.position', message: 'Position must be between 1 and 4' },
      ],
    });
    expect(errorBody.parse(body)).toEqual(body);
  });
});

describe('errorBody', () => {
  it('accepts a body without details and refuses a success status', () => {
    expect(errorBody.safeParse({ statusCode: 404, error: 'Not Found', message: 'Tournament Not Found' }).success).toBe(true);
    expect(errorBody.safeParse({ statusCode: 200, error: 'OK', message: 'fine' }).success).toBe(false);
  });
});
