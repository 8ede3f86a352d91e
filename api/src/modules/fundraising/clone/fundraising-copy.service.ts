import { Injectable } from '@nestjs/common';
import { centsToDollars } from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import { type CopiedId, FundraisingCopyRepository } from './fundraising-copy.repository';

/** What other modules' copies need to point at: the new ids of the copied sponsor tiers and add-ons. */
export interface FundraisingCopy {
  sponsorTiers: ReadonlyMap<string, string>;
  addOns: ReadonlyMap<string, string>;
}

/** What one e-mail gave at one tournament (received money), and the sponsor it paid for. */
export interface Giver {
  tournamentId: string;
  email: string;
  name: string | null;
  given: number;
  sponsored: string | null;
}

const idMap = (rows: CopiedId[]) => new Map(rows.map((row) => [row.old_id, row.new_id]));

@Injectable()
export class FundraisingCopyService {
  constructor(private readonly copies: FundraisingCopyRepository) {}

  /**
   * Next year's fundraising settings inside the clone's transaction: sponsor tiers (not sponsors, their payments
   * or hole sponsorships), add-ons and the holes where mulligans are not allowed. No ledger entry, sale or gift.
   */
  async copyForClone(from: string, to: string, manager: EntityManager): Promise<FundraisingCopy> {
    const sponsorTiers = idMap(await this.copies.copyTiers(from, to, manager));
    const addOns = idMap(await this.copies.copyAddOns(from, to, manager));
    await this.copies.copyMulliganRules(from, to, manager);
    return { sponsorTiers, addOns };
  }

  /** Everyone who gave at these tournaments with an e-mail, per tournament (one query). */
  async givers(tournamentIds: readonly string[]): Promise<Giver[]> {
    if (tournamentIds.length === 0) return [];
    const rows = await this.copies.givers(tournamentIds);
    return rows.map((row) => ({
      tournamentId: row.tournament_id,
      email: row.email,
      name: row.name,
      given: centsToDollars(Number(row.given_cents)),
      sponsored: row.sponsored,
    }));
  }
}
