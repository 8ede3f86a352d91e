import { Injectable } from '@nestjs/common';
import type { TeammateDetails } from '@fairway/contracts/registration';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';

/** Who is joining which team with its invite code, inside the join's transaction (the team row locked). */
export interface Joining {
  teamId: string;
  tournamentId: string;
  user: AuthUser;
}

/** What a check asks of the joiner's player row: the name they gave, the handicap index they answered. */
export interface JoinerFields {
  name?: string;
  handicap?: number;
}

export type JoinCheck = (manager: EntityManager, joining: Joining, details: TeammateDetails | undefined) => Promise<JoinerFields | null>;

/**
 * What other modules ask of a joiner: registration asks a team registered online for its per-player answers and
 * waiver. The team module cannot import those modules (they import it), so they register here; a check that
 * throws refuses the join and rolls back everything it wrote.
 */
@Injectable()
export class JoinChecks {
  private readonly checks: JoinCheck[] = [];

  register(check: JoinCheck): void {
    this.checks.push(check);
  }

  async run(manager: EntityManager, joining: Joining, details: TeammateDetails | undefined): Promise<JoinerFields> {
    let fields: JoinerFields = {};
    for (const check of this.checks) fields = { ...fields, ...(await check(manager, joining, details)) };
    return fields;
  }
}
