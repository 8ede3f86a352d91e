import { Injectable } from '@nestjs/common';
import type { Team } from '@fairway/contracts';
import type { EntityManager } from 'typeorm';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { TeamEntity } from './team.entity';
import { toTeam } from './team.mapper';
import { TeamProgressReader } from './team-progress.reader';

/** Teams as the API returns them: players by position, current hole and total score from the scores. */
@Injectable()
export class TeamReader {
  constructor(private readonly progress: TeamProgressReader) {}

  async tournamentTeams(manager: EntityManager, tournament: TournamentEntity): Promise<Team[]> {
    const teams = await manager.find(TeamEntity, {
      where: { tournamentId: tournament.id },
      relations: { players: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const progress = await this.progress.forTeams(tournament, teams, manager);
    return teams.map((team) => toTeam(team, progress.get(team.id)));
  }

  async team(manager: EntityManager, tournament: TournamentEntity, teamId: string): Promise<Team> {
    const team = await manager.findOneOrFail(TeamEntity, { where: { id: teamId }, relations: { players: true } });
    const progress = await this.progress.forTeams(tournament, [team], manager);
    return toTeam(team, progress.get(team.id));
  }
}
