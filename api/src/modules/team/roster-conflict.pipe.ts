import { type PipeTransform } from '@nestjs/common';
import { type ErrorDetail, messages } from '@fairway/contracts';
import type { z } from 'zod';
import { RequestValidationException } from '../../common/errors/request-validation.exception';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { TeamException, TeamExceptionCode } from './team.exception';

const rosterConflicts: ReadonlySet<string> = new Set([messages.team.tooManyPlayers, messages.team.duplicatePosition]);

function isRosterConflict(issue: ErrorDetail): boolean {
  return issue.path === 'players' && rosterConflicts.has(issue.message);
}

/**
 * Validates like ZodValidationPipe, except that a roster whose only fault is a fifth player or a
 * position used twice is a 409 conflict, the same answer as building that roster one player at a time.
 */
export class RosterValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  private readonly validation: ZodValidationPipe<Schema>;

  constructor(schema: Schema) {
    this.validation = new ZodValidationPipe(schema);
  }

  transform(value: unknown): z.output<Schema> {
    try {
      return this.validation.transform(value);
    } catch (error) {
      const issues = error instanceof RequestValidationException ? (error.details ?? []) : [];
      if (issues.length === 0 || !issues.every(isRosterConflict)) throw error;
      throw new TeamException(TeamExceptionCode.RosterConflict, issues[0]!.message, issues);
    }
  }
}
