import { Injectable } from '@nestjs/common';
import type { Team } from '@fairway/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { TeamEntity } from './team.entity';
import { toTeam } from './team.mapper';
import { TeamProgressReader } from './team-progress.reader';
import { visibleTeam } from './team-visibility';

/**
 * Teams as the API returns them to `viewer`: players by position, current hole and total score from the
 * scores, private fields only where the viewer may read them.
 */
@Injectable()
export class TeamReader {
  constructor(
    private readonly progress: TeamProgressReader,
    private readonly access: EventAccessService,
  ) {}

  async tournamentTeams(manager: EntityManager, tournament: TournamentEntity, viewer: AuthUser | null): Promise<Team[]> {
    const teams = await manager.find(TeamEntity, {
      where: { tournamentId: tournament.id },
      relations: { players: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const [progress, role] = await Promise.all([this.progress.forTeams(tournament, teams, manager), this.access.roleOf(viewer, tournament)]);
    return teams.map((team) => visibleTeam(toTeam(team, progress.get(team.id)), team.players, viewer, role));
  }

  async team(manager: EntityManager, tournament: TournamentEntity, teamId: string, viewer: AuthUser): Promise<Team> {
    const team = await manager.findOneOrFail(TeamEntity, { where: { id: teamId }, relations: { players: true } });
    const [progress, role] = await Promise.all([this.progress.forTeams(tournament, [team], manager), this.access.roleOf(viewer, tournament)]);
    return visibleTeam(toTeam(team, progress.get(team.id)), team.players, viewer, role);
  }
}
