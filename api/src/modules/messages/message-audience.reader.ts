import { Injectable } from '@nestjs/common';
import type { MessageAudience } from '@fairway/contracts/field-message';
import { type AuthUser, callerPlayer } from '../../common/auth';
import { LedgerService } from '../fundraising/ledger/ledger.service';
import { TeamService } from '../team/team.service';
import { type AudiencePeople, audiencePeople, type FieldTeam } from './message-audience';
import { messageTeamNotInField } from './messages.exception';

/** Who a message goes to now: its teams (null: every team) and their people. */
export interface ResolvedAudience extends AudiencePeople {
  teamIds: string[] | null;
}

/**
 * Reads a message's audience from the team and fundraising modules. A team is unpaid while the ledger holds an entry
 * fee pledged for it and not yet received (a team added with "pays on the day"); a team registered online exists only
 * once its registration is paid.
 */
@Injectable()
export class MessageAudienceReader {
  constructor(
    private readonly teams: TeamService,
    private readonly ledger: LedgerService,
  ) {}

  async resolve(tournamentId: string, audience: MessageAudience, user: AuthUser): Promise<ResolvedAudience> {
    const field = await this.field(tournamentId);
    const teamIds = await this.teamIdsOf(tournamentId, audience, field, user);
    return { teamIds, ...audiencePeople(field, teamIds && new Set(teamIds)) };
  }

  /** Every team of the field, in registration order, with its players in roster order. */
  async field(tournamentId: string): Promise<FieldTeam[]> {
    const teams = await this.teams.listWithPlayers(tournamentId);
    return teams
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((team) => ({
        id: team.id,
        name: team.name,
        players: [...team.players].sort((a, b) => a.position - b.position).map((player) => ({ name: player.name, email: player.email })),
      }));
  }

  /** The teams of the tournament the caller plays in (by their account, or their proven e-mail). */
  async callerTeamIds(tournamentId: string, user: AuthUser): Promise<string[]> {
    const teams = await this.teams.listWithPlayers(tournamentId);
    return teams.filter((team) => callerPlayer(user, team.players) !== undefined).map((team) => team.id);
  }

  private async teamIdsOf(tournamentId: string, audience: MessageAudience, field: readonly FieldTeam[], user: AuthUser): Promise<string[] | null> {
    switch (audience.kind) {
      case 'all':
        return null;
      case 'team':
        if (!field.some((team) => team.id === audience.teamId)) throw messageTeamNotInField();
        return [audience.teamId];
      case 'unpaid': {
        const { entries } = await this.ledger.list(tournamentId, { kind: 'entry-fee', state: 'pledged' }, user);
        const owing = new Set(entries.map((entry) => entry.teamId));
        return field.filter((team) => owing.has(team.id)).map((team) => team.id);
      }
    }
  }
}
