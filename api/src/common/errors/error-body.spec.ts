import { BadRequestException, HttpStatus, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { errorBody } from '@fairway/contracts';
import { DomainException } from './domain.exception';
import { toErrorBody } from './error-body';

class TeamFullException extends DomainException<'TEAM_FULL'> {
  get httpStatus(): HttpStatus {
    return HttpStatus.CONFLICT;
  }
}

describe('toErrorBody', () => {
  it("uses a domain exception's own status, message, details and code", () => {
    const details = [{ path: 'players', message: 'Team already has 4 players' }];
    const body = toErrorBody(new TeamFullException('TEAM_FULL', 'Team already has 4 players', details));

    expect(body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Team already has 4 players', details, code: 'TEAM_FULL' });
  });

  it.each([
    ['a domain exception', new TeamFullException('TEAM_FULL', 'full')],
    ['a list of messages', new BadRequestException(['a', 'b'])],
    ['a Nest exception', new NotFoundException()],
    ['anything else', new Error('boom')],
  ])('answers %s with a body the contract accepts', (_case, exception) => {
    expect(errorBody.safeParse(toErrorBody(exception)).success).toBe(true);
  });

  it('keeps the status and message of Nest HTTP exceptions', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Cannot GET /api/nope',
    });
    expect(toErrorBody(new PayloadTooLargeException()).statusCode).toBe(413);
  });

  it('joins a list of messages and keeps the list as details', () => {
    const body = toErrorBody(new BadRequestException(['name is required', 'date is required']));

    expect(body).toMatchObject({ statusCode: 400, message: 'name is required; date is required' });
    expect(body.details).toEqual([
      { path: '', message: 'name is required' },
      { path: '', message: 'date is required' },
    ]);
  });

  it('answers exposed client errors from http-errors with their status', () => {
    const error = Object.assign(new Error('request entity too large'), { status: 413, expose: true });

    expect(toErrorBody(error)).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'request entity too large' });
  });

  it('turns anything unexpected into a generic 500 without leaking its message', () => {
    const body = toErrorBody(new Error('password authentication failed for user "postgres"'));

    expect(body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  });

  it('does not trust a status on errors that are not marked as exposable', () => {
    expect(toErrorBody(Object.assign(new Error('boom'), { status: 400 })).statusCode).toBe(500);
  });
});

describe('toErrorBody for database data exceptions', () => {
  it('answers a PostgreSQL class-22 error (e.g. a NUL byte in text) with 400, not 500', () => {
    const queryFailed = Object.assign(new Error('invalid byte sequence'), { driverError: { code: '22021' } });
    expect(toErrorBody(queryFailed)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request contains a value the server cannot store.',
    });
  });

  it('keeps other database errors as a generic 500', () => {
    const missingTable = Object.assign(new Error('relation "x" does not exist'), { driverError: { code: '42P01' } });
    expect(toErrorBody(missingTable).statusCode).toBe(500);
  });

  it('answers a database that cannot answer now (shut down, timed out, deadlocked) with 503', () => {
    for (const code of ['57P01', '57014', '40P01', '08006']) {
      const failure = Object.assign(new Error('failed'), { driverError: { code } });
      expect([code, toErrorBody(failure)]).toEqual([code, expect.objectContaining({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' })]);
    }
  });
});
