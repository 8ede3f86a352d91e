import { z } from 'zod';
import { toErrorBody } from '../errors/error-body';
import { RequestValidationException } from '../errors/request-validation.exception';
import { ZodValidationPipe } from './zod-validation.pipe';

const createFoursome = z.object({
  name: z.string().min(1, 'Team name required'),
  startingHole: z.coerce.number().int().min(1).max(18),
  players: z.array(z.object({ name: z.string().min(1) })).max(4),
});

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(createFoursome);

  it('returns the parsed (coerced) value when it is valid', () => {
    expect(pipe.transform({ name: 'Eagles', startingHole: '10', players: [{ name: 'Ann' }] })).toEqual({
      name: 'Eagles',
      startingHole: 10,
      players: [{ name: 'Ann' }],
    });
  });

  it('rejects an invalid value with every issue and its path', () => {
    let thrown: unknown;
    try {
      pipe.transform({ name: '', startingHole: 19, players: [{ name: '' }] });
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(RequestValidationException);
    const body = toErrorBody(thrown);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const messages = (body.details as { message: string }[]).map((issue) => issue.message);
    expect(body.message).toBe([...new Set(messages)].join('; '));
    expect(body.message).toContain('Team name required');
    const paths = (body.details as { path: string }[]).map((issue) => issue.path);
    expect(paths.sort()).toEqual(['name', 'players.0.name', 'startingHole']);
    expect(body.details).toContainEqual({ path: 'name', message: 'Team name required' });
  });
});
