import { HttpStatus } from '@nestjs/common';
import { contestMessages } from '@fairway/contracts/contest';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum ContestExceptionCode {
  ContestNotFound = 'CONTEST_NOT_FOUND',
  EntryNotFound = 'CONTEST_ENTRY_NOT_FOUND',
  StationNotFound = 'CONTEST_STATION_NOT_FOUND',
  InvalidEntry = 'CONTEST_INVALID_ENTRY',
  InvalidContest = 'CONTEST_INVALID',
  EntryIdTaken = 'CONTEST_ENTRY_ID_TAKEN',
  TooMany = 'CONTEST_TOO_MANY',
  StationTokenMissing = 'STATION_TOKEN_MISSING',
  StationTokenInvalid = 'STATION_TOKEN_INVALID',
  StationWrongContest = 'STATION_WRONG_CONTEST',
  PlayerEntriesClosed = 'CONTEST_PLAYER_ENTRIES_CLOSED',
  NotOnTeam = 'CONTEST_NOT_ON_TEAM',
}

export class ContestException extends DomainException<ContestExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case ContestExceptionCode.ContestNotFound:
      case ContestExceptionCode.EntryNotFound:
      case ContestExceptionCode.StationNotFound:
        return HttpStatus.NOT_FOUND;
      case ContestExceptionCode.InvalidEntry:
      case ContestExceptionCode.InvalidContest:
        return HttpStatus.BAD_REQUEST;
      case ContestExceptionCode.EntryIdTaken:
      case ContestExceptionCode.TooMany:
        return HttpStatus.CONFLICT;
      case ContestExceptionCode.StationTokenMissing:
      case ContestExceptionCode.StationTokenInvalid:
        return HttpStatus.UNAUTHORIZED;
      case ContestExceptionCode.StationWrongContest:
      case ContestExceptionCode.PlayerEntriesClosed:
      case ContestExceptionCode.NotOnTeam:
        return HttpStatus.FORBIDDEN;
      default:
        return assertUnreachable(this.code);
    }
  }
}

type MessageKey = keyof typeof contestMessages;
const raise = (code: ContestExceptionCode, key: MessageKey, path?: string) =>
  new ContestException(code, contestMessages[key], path ? [{ path, message: contestMessages[key] }] : undefined);

export const contestNotFound = () => raise(ContestExceptionCode.ContestNotFound, 'contestNotFound');
export const entryNotFound = () => raise(ContestExceptionCode.EntryNotFound, 'entryNotFound');
export const stationNotFound = () => raise(ContestExceptionCode.StationNotFound, 'stationNotFound');
/** A field the contest's kind or roster refuses (the schema alone cannot know the contest). */
export const invalidEntry = (key: MessageKey, path: string) => raise(ContestExceptionCode.InvalidEntry, key, path);
export const invalidContest = (key: MessageKey, path: string) => raise(ContestExceptionCode.InvalidContest, key, path);
export const entryIdTaken = () => raise(ContestExceptionCode.EntryIdTaken, 'entryIdTaken');
export const tooMany = (key: 'tooManyContests' | 'tooManyStations') => raise(ContestExceptionCode.TooMany, key);
export const stationTokenMissing = () => raise(ContestExceptionCode.StationTokenMissing, 'stationTokenMissing');
export const stationTokenInvalid = () => raise(ContestExceptionCode.StationTokenInvalid, 'stationTokenInvalid');
export const stationWrongContest = () => raise(ContestExceptionCode.StationWrongContest, 'stationWrongContest');
export const playerEntriesClosed = () => raise(ContestExceptionCode.PlayerEntriesClosed, 'playerEntriesClosed');
export const notOnTeam = () => raise(ContestExceptionCode.NotOnTeam, 'notOnTeam');
