import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ContestCopyRepository } from './contest-copy.repository';

@Injectable()
export class ContestCopyService {
  constructor(private readonly copies: ContestCopyRepository) {}

  /**
   * Next year's contests inside the clone's transaction: hole, kind, divisions, sponsor and prize; new station
   * links are made for the new event, and no entry comes over. Answers each old contest's new id.
   */
  async copyForClone(from: string, to: string, manager: EntityManager): Promise<ReadonlyMap<string, string>> {
    const rows = await this.copies.copyContests(from, to, manager);
    return new Map(rows.map((row) => [row.old_id, row.new_id]));
  }
}
