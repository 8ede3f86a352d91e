import { createTeamInput, messages } from '@fairway/contracts';
import { RequestValidationException } from '../../common/errors/request-validation.exception';
import { TeamException } from './team.exception';
import { RosterValidationPipe } from './roster-conflict.pipe';

const player = (position: number) => ({ name: `P${position}`, email: null, handicap: 10, position });
const pipe = new RosterValidationPipe(createTeamInput);

function failure(value: unknown): unknown {
  try {
    pipe.transform(value);
  } catch (error) {
    return error;
  }
  throw new Error('expected the pipe to refuse the value');
}

describe('RosterValidationPipe', () => {
  it('passes a valid body through the contracts schema', () => {
    expect(pipe.transform({ name: ' Eagles ', players: [player(1)] })).toMatchObject({ name: 'Eagles', startingHole: 1 });
  });

  it('answers 409 for a fifth player or a repeated position', () => {
    const five = failure({ name: 'T', players: [1, 2, 3, 4, 4].map(player) }) as TeamException;
    expect(five).toBeInstanceOf(TeamException);
    expect(five.httpStatus).toBe(409);
    expect(five.message).toBe(messages.team.tooManyPlayers);
    const repeated = failure({ name: 'T', players: [player(2), player(2)] }) as TeamException;
    expect(repeated.httpStatus).toBe(409);
    expect(repeated.message).toBe(messages.team.duplicatePosition);
  });

  it('keeps a 400 when anything else is wrong too', () => {
    expect(failure({ name: '', players: [player(2), player(2)] })).toBeInstanceOf(RequestValidationException);
    expect(failure({ name: 'T', players: [{ ...player(1), position: 5 }] })).toBeInstanceOf(RequestValidationException);
  });
});
