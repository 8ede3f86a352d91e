import { messages } from '@fairway/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUnstorableText, violatedConstraint } from './constraint-violation';
import { tournamentNotFound } from '../tournament/tournament.exception';
import { TeamException, TeamExceptionCode } from './team.exception';

export const INVITE_CODE_CONSTRAINT = 'teams_invite_code_key';

/** Database refusals caused by the input or by a concurrent change (between our checks and the commit), as the client should see them. */
function translate(error: unknown): unknown {
  if (isUnstorableText(error)) return new TeamException(TeamExceptionCode.UnstorableText, messages.team.unstorableText);
  switch (violatedConstraint(error)) {
    case 'players_team_position_key':
      return new TeamException(TeamExceptionCode.PositionTaken, messages.team.positionConflict);
    case 'players_team_id_fkey':
      return new TeamException(TeamExceptionCode.TeamNotFound, messages.team.notFound);
    case 'teams_tournament_id_fkey':
      return tournamentNotFound();
    default:
      return error;
  }
}

/** Runs a multi-row change in one transaction, so a refused or failed change writes nothing. */
@Injectable()
export class TeamTransaction {
  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      throw translate(error);
    }
  }
}
