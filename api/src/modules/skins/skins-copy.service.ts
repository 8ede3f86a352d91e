import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SkinsCopyRepository } from './skins-copy.repository';

@Injectable()
export class SkinsCopyService {
  constructor(private readonly copies: SkinsCopyRepository) {}

  /** Next year's skins settings inside the clone's transaction (basis, unit, carryover, fee, donated share); no entrants or pot. */
  copyForClone(from: string, to: string, manager: EntityManager): Promise<void> {
    return this.copies.copySettings(from, to, manager);
  }
}
