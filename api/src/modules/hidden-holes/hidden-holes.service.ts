import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HiddenHolesRepository } from './hidden-holes.repository';

/** How many of each team's last holes public boards leave out until the awards. */
@Injectable()
export class HiddenHolesService {
  constructor(private readonly repository: HiddenHolesRepository) {}

  async count(tournamentId: string, manager?: EntityManager): Promise<number> {
    return (await this.repository.lastHoles(tournamentId, manager)) ?? 0;
  }

  set(tournamentId: string, lastHoles: number, manager: EntityManager): Promise<void> {
    return this.repository.setLastHoles(tournamentId, lastHoles, manager);
  }
}
