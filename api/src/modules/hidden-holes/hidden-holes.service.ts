import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** The hidden_holes table: how many of each team's last holes public boards leave out until the awards. */
@Injectable()
export class HiddenHolesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async count(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: Array<{ last_holes: number }> = await manager.query('SELECT last_holes FROM hidden_holes WHERE tournament_id = $1', [tournamentId]);
    return row?.last_holes ?? 0;
  }

  async set(tournamentId: string, lastHoles: number, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO hidden_holes (tournament_id, last_holes) VALUES ($1, $2)
       ON CONFLICT (tournament_id) DO UPDATE SET last_holes = excluded.last_holes`,
      [tournamentId, lastHoles],
    );
  }
}
