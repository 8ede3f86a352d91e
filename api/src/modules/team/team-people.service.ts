import { Injectable } from '@nestjs/common';
import { TeamPeopleRepository } from './team-people.repository';

/** One e-mail that played at one tournament, in this team. */
export interface Played {
  tournamentId: string;
  email: string;
  name: string;
  teamName: string;
}

@Injectable()
export class TeamPeopleService {
  constructor(private readonly people: TeamPeopleRepository) {}

  /** Everyone who played at these tournaments with an e-mail (one query), for the organisation's people across years. */
  async played(tournamentIds: readonly string[]): Promise<Played[]> {
    if (tournamentIds.length === 0) return [];
    const rows = await this.people.played(tournamentIds);
    return rows.map((row) => ({ tournamentId: row.tournament_id, email: row.email, name: row.name, teamName: row.team_name }));
  }
}
