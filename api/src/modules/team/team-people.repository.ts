import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

export interface PlayedRow {
  tournament_id: string;
  email: string;
  name: string;
  team_name: string;
}

/** Players with an e-mail at these tournaments, one row per tournament and e-mail (lower case). */
const PLAYED = new NamedStatement<{ tournamentIds: 'uuid[]' }, PlayedRow>(
  'team-people-played',
  { tournamentIds: 'uuid[]' },
  ({ tournamentIds }) => `SELECT DISTINCT ON (t.tournament_id, lower(p.email)) t.tournament_id, lower(p.email) AS email, p.name, t.name AS team_name
       FROM players p JOIN teams t ON t.id = p.team_id
       WHERE t.tournament_id = ANY(${tournamentIds}) AND p.email IS NOT NULL AND p.email <> ''
       ORDER BY t.tournament_id, lower(p.email), p.created_at`,
);

@Injectable()
export class TeamPeopleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  played(tournamentIds: readonly string[]): Promise<PlayedRow[]> {
    return PLAYED.rows(this.dataSource.manager, { tournamentIds });
  }
}
