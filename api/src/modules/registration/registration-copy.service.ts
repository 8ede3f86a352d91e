import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RegistrationCopyRepository } from './registration-copy.repository';

/** The new ids of what registration products point at in the new event (from the fundraising module's copy). */
export interface CopiedReferences {
  sponsorTiers: ReadonlyMap<string, string>;
  addOns: ReadonlyMap<string, string>;
}

@Injectable()
export class RegistrationCopyService {
  constructor(private readonly copies: RegistrationCopyRepository) {}

  /**
   * Next year's registration inside the clone's transaction: capacity, offer hours, who pays the fee, the team
   * and player questions, the current waiver (as version 1) and the products. Closed and without a window until
   * the organiser opens it; no promo code, registration or waitlist comes over.
   */
  async copyForClone(from: string, to: string, references: CopiedReferences, by: string, manager: EntityManager): Promise<void> {
    await this.copies.copySettings(from, to, by, manager);
    await this.copies.copyProducts(from, to, { tiers: Object.fromEntries(references.sponsorTiers), addOns: Object.fromEntries(references.addOns) }, manager);
  }
}
