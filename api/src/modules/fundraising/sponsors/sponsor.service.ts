import { Injectable } from '@nestjs/common';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { limits } from '@fairway/contracts/limits';
import type {
  CreateSponsorInput,
  CreateSponsorTierInput,
  HoleSponsorsResponse,
  PublicSponsor,
  Sponsor,
  SponsorTier,
  UpdateSponsorInput,
} from '@fairway/contracts/sponsor';
import type { PaymentMethod } from '@fairway/contracts/ledger';
import { dollarsToCents } from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth';
import { EventAccessService } from '../../event-team/event-access.service';
import { TournamentService } from '../../tournament/tournament.service';
import { fundraisingConflict, fundraisingInvalid, fundraisingNotFound, fundraisingTooLarge } from '../fundraising.exception';
import type { LedgerChange } from '../ledger/ledger.service';
import { LedgerService } from '../ledger/ledger.service';
import { logoTypeOf, type LogoType } from './logo-type';
import { SponsorLogoStore } from './sponsor-logo.store';
import { toPublicSponsor, toSponsor, toSponsorTier } from './sponsor.mapper';
import { type SponsorFields, SponsorRepository, type SponsorRow } from './sponsor.repository';

export interface SponsorPackageSale {
  tierId: string;
  name: string;
  amountCents: number;
  method: PaymentMethod;
  withHole: boolean;
  /** Who took the money: the admin's uid, or 'online payment'. */
  recordedBy: string;
  contactEmail: string | null;
}

/** Sponsor tiers, sponsors, their logos and hole sponsorships; a paid sponsorship is a ledger entry. */
@Injectable()
export class SponsorService {
  constructor(
    private readonly sponsors: SponsorRepository,
    private readonly ledger: LedgerService,
    private readonly tournaments: TournamentService,
    private readonly logos: SponsorLogoStore,
    private readonly access: EventAccessService,
  ) {}

  async tiers(tournamentId: string): Promise<SponsorTier[]> {
    await this.tournaments.getEntity(tournamentId);
    return (await this.sponsors.tiers(tournamentId)).map(toSponsorTier);
  }

  createTier(tournamentId: string, input: CreateSponsorTierInput, user: AuthUser): Promise<SponsorTier> {
    return this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage sponsors' }, async ({ manager }) => {
      const id = await this.sponsors.insertTier(
        tournamentId,
        { name: input.name, price_cents: dollarsToCents(input.price), slots: input.slots, benefits: input.benefits },
        manager,
      );
      return toSponsorTier((await this.sponsors.tiers(tournamentId, manager)).find((tier) => tier.id === id)!);
    });
  }

  async removeTier(tournamentId: string, tierId: string, user: AuthUser): Promise<void> {
    await this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage sponsors' }, async ({ manager }) => {
      const tier = (await this.sponsors.tiers(tournamentId, manager)).find((candidate) => candidate.id === tierId);
      if (!tier) throw fundraisingNotFound(fundraisingMessages.tierNotFound);
      if (tier.taken > 0) throw fundraisingConflict(fundraisingMessages.tierInUse);
      await this.sponsors.deleteTier(tournamentId, tierId, manager);
    });
  }

  /** Whoever reads the whole ledger (money.readAll) sees amounts and payment; anyone else the public fields only. */
  async list(tournamentId: string, user: AuthUser | null): Promise<Array<Sponsor | PublicSponsor>> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const rows = await this.sponsors.list(tournamentId);
    return rows.map((await this.access.can(user, tournament, 'money.readAll')) ? toSponsor : toPublicSponsor);
  }

  create(tournamentId: string, input: CreateSponsorInput, user: AuthUser): Promise<Sponsor> {
    return this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage sponsors' }, async (change) => {
      const tierPrice = await this.tierPrice(change, input.tierId, null);
      const amountCents = input.amount === undefined ? tierPrice : dollarsToCents(input.amount);
      const fields: SponsorFields = {
        tier_id: input.tierId,
        name: input.name,
        website: input.website,
        logo_url: input.logoUrl,
        amount_cents: amountCents,
        method: input.method,
        ledger_entry_id: null,
      };
      if (input.paid) fields.ledger_entry_id = await this.recordPayment(change, fields, user.uid);
      const id = await this.sponsors.insert(tournamentId, fields, change.manager);
      return toSponsor((await this.sponsors.find(tournamentId, id, change.manager))!);
    });
  }

  update(tournamentId: string, sponsorId: string, input: UpdateSponsorInput, user: AuthUser): Promise<Sponsor> {
    return this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage sponsors' }, async (change) => {
      const current = await this.existing(change, sponsorId);
      const fields: SponsorFields = {
        tier_id: input.tierId === undefined ? current.tier_id : input.tierId,
        name: input.name ?? current.name,
        website: input.website === undefined ? current.website : input.website,
        logo_url: input.logoUrl === undefined ? current.logo_url : input.logoUrl,
        amount_cents: input.amount === undefined ? current.amount_cents : dollarsToCents(input.amount),
        method: input.method ?? current.method,
        ledger_entry_id: current.ledger_entry_id,
      };
      if (fields.tier_id !== current.tier_id) await this.tierPrice(change, fields.tier_id, sponsorId);
      const paid = input.paid ?? current.ledger_entry_id !== null;
      if (current.ledger_entry_id && paid && fields.amount_cents !== current.amount_cents)
        throw fundraisingConflict(fundraisingMessages.sponsorPaidAmountLocked);
      if (paid && !current.ledger_entry_id) fields.ledger_entry_id = await this.recordPayment(change, fields, user.uid);
      if (!paid && current.ledger_entry_id) {
        await change.voidEntry(current.ledger_entry_id, 'Sponsorship marked unpaid', user.uid);
        fields.ledger_entry_id = null;
      }
      await this.sponsors.update(sponsorId, fields, change.manager);
      return toSponsor((await this.sponsors.find(tournamentId, sponsorId, change.manager))!);
    });
  }

  /** A paid sponsor's entry is voided with it: the money is no longer counted. */
  async remove(tournamentId: string, sponsorId: string, user: AuthUser): Promise<void> {
    await this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage sponsors' }, async (change) => {
      const current = await this.existing(change, sponsorId);
      if (current.ledger_entry_id) await change.voidEntry(current.ledger_entry_id, 'Sponsor removed', user.uid);
      await this.sponsors.delete(sponsorId, change.manager);
    });
    await this.logos.remove(sponsorId);
  }

  /** The type is what the file's first bytes prove, whatever it is called or declared as. */
  uploadLogo(tournamentId: string, sponsorId: string, { bytes, tooLarge }: { bytes: Uint8Array; tooLarge: boolean }, user: AuthUser): Promise<Sponsor> {
    return this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage sponsors' }, async (change) => {
      await this.existing(change, sponsorId);
      if (tooLarge || bytes.length > limits.maxSponsorLogoBytes) throw fundraisingTooLarge(fundraisingMessages.logoTooLarge);
      const type = logoTypeOf(bytes);
      if (!type) throw fundraisingInvalid(fundraisingMessages.logoTypeInvalid);
      await this.logos.save(sponsorId, bytes);
      await this.sponsors.setLogoType(sponsorId, type, change.manager);
      return toSponsor((await this.sponsors.find(tournamentId, sponsorId, change.manager))!);
    });
  }

  async logo(tournamentId: string, sponsorId: string): Promise<{ type: LogoType; bytes: Buffer }> {
    const sponsor = await this.sponsors.find(tournamentId, sponsorId);
    if (!sponsor) throw fundraisingNotFound(fundraisingMessages.sponsorNotFound);
    const bytes = sponsor.logo_type ? await this.logos.read(sponsorId) : null;
    if (!sponsor.logo_type || !bytes) throw fundraisingNotFound(fundraisingMessages.logoNotFound);
    return { type: sponsor.logo_type, bytes };
  }

  async holes(tournamentId: string): Promise<HoleSponsorsResponse> {
    await this.tournaments.getEntity(tournamentId);
    const [taken, sponsors] = await Promise.all([this.sponsors.holes(tournamentId), this.sponsors.list(tournamentId)]);
    const byId = new Map(sponsors.map((sponsor) => [sponsor.id, toPublicSponsor(sponsor)]));
    const byHole = new Map(taken.map((row) => [row.hole, byId.get(row.sponsor_id)]));
    return Array.from({ length: limits.holesPerRound }, (_, index) => {
      const sponsor = byHole.get(index + 1);
      return { hole: index + 1, sponsor: sponsor ? { id: sponsor.id, name: sponsor.name, logoUrl: sponsor.logoUrl, website: sponsor.website } : null };
    });
  }

  /** One sponsor per hole: giving a taken hole to another sponsor is refused (409); the same one again is a no-op. */
  async setHole(tournamentId: string, hole: number, sponsorId: string, user: AuthUser): Promise<HoleSponsorsResponse> {
    await this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage sponsors' }, async (change) => {
      await this.existing(change, sponsorId);
      const holder = await this.sponsors.holeSponsor(tournamentId, hole, change.manager);
      if (holder && holder !== sponsorId) throw fundraisingConflict(fundraisingMessages.holeTaken);
      await this.sponsors.setHole(tournamentId, hole, sponsorId, change.manager);
    });
    return this.holes(tournamentId);
  }

  async clearHole(tournamentId: string, hole: number, user: AuthUser): Promise<HoleSponsorsResponse> {
    await this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage sponsors' }, ({ manager }) =>
      this.sponsors.clearHole(tournamentId, hole, manager),
    );
    return this.holes(tournamentId);
  }

  /** Each tier's places not yet taken (null: no limit), and how many holes have no sponsor: what registration may sell. */
  async availability(tournamentId: string, manager?: EntityManager): Promise<{ tiers: Map<string, { name: string; left: number | null }>; freeHoles: number }> {
    const [tiers, holes] = await Promise.all([this.sponsors.tiers(tournamentId, manager), this.sponsors.holes(tournamentId, manager)]);
    return {
      tiers: new Map(tiers.map((tier) => [tier.id, { name: tier.name, left: tier.slots === null ? null : Math.max(0, tier.slots - tier.taken) }])),
      freeHoles: limits.holesPerRound - holes.length,
    };
  }

  /**
   * A sponsor package paid with a registration, inside its ledger change: the sponsor in its tier, paid (its
   * sponsorship entry), and the first free hole when the package includes one. The registration held the
   * place, so a tier filled meanwhile at the desk does not refuse money already taken.
   */
  async sellPackage(change: LedgerChange, sale: SponsorPackageSale): Promise<{ sponsorId: string; ledgerEntryId: string; hole: number | null }> {
    const fields: SponsorFields = {
      tier_id: sale.tierId,
      name: sale.name,
      website: null,
      logo_url: null,
      amount_cents: sale.amountCents,
      method: sale.method,
      ledger_entry_id: null,
    };
    fields.ledger_entry_id = await this.recordPayment(change, fields, sale.recordedBy, sale.contactEmail);
    const sponsorId = await this.sponsors.insert(change.tournament.id, fields, change.manager);
    const hole = sale.withHole ? await this.firstFreeHole(change) : null;
    if (hole !== null) await this.sponsors.setHole(change.tournament.id, hole, sponsorId, change.manager);
    return { sponsorId, ledgerEntryId: fields.ledger_entry_id, hole };
  }

  /** A package's sponsor goes when its registration is refunded or cancelled: its entry voided with the reason, its hole freed. */
  async withdrawPackage(change: LedgerChange, sponsorId: string, reason: string, by: string): Promise<void> {
    const current = await this.sponsors.find(change.tournament.id, sponsorId, change.manager);
    if (!current) return;
    if (current.ledger_entry_id) {
      const entry = await change.find(current.ledger_entry_id);
      if (entry && entry.state !== 'void') await change.voidEntry(current.ledger_entry_id, reason, by);
    }
    await this.sponsors.delete(sponsorId, change.manager);
  }

  private async firstFreeHole(change: LedgerChange): Promise<number | null> {
    const taken = new Set((await this.sponsors.holes(change.tournament.id, change.manager)).map((row) => row.hole));
    const free = Array.from({ length: limits.holesPerRound }, (_, index) => index + 1).find((hole) => !taken.has(hole));
    return free ?? null;
  }

  private async existing(change: LedgerChange, sponsorId: string): Promise<SponsorRow> {
    const sponsor = await this.sponsors.find(change.tournament.id, sponsorId, change.manager);
    if (!sponsor) throw fundraisingNotFound(fundraisingMessages.sponsorNotFound);
    return sponsor;
  }

  /** The tier's price; 400 for a tier of another tournament, 409 when it is full (not counting `sponsorId`). */
  private async tierPrice(change: LedgerChange, tierId: string | null, sponsorId: string | null): Promise<number> {
    if (tierId === null) return 0;
    const tier = (await this.sponsors.tiers(change.tournament.id, change.manager)).find((candidate) => candidate.id === tierId);
    if (!tier) throw fundraisingInvalid(fundraisingMessages.tierNotFound, 'tierId');
    const others =
      sponsorId === null
        ? tier.taken
        : tier.taken - (await this.sponsors.list(change.tournament.id, change.manager)).filter((row) => row.id === sponsorId && row.tier_id === tierId).length;
    if (tier.slots !== null && others >= tier.slots) throw fundraisingConflict(fundraisingMessages.tierFull);
    return tier.price_cents;
  }

  private async recordPayment(change: LedgerChange, fields: SponsorFields, recordedBy: string | null, contactEmail: string | null = null): Promise<string> {
    if (fields.amount_cents <= 0) throw fundraisingInvalid(fundraisingMessages.amountInvalid, 'amount');
    const entry = await change.record({
      kind: 'sponsorship',
      amountCents: fields.amount_cents,
      donorName: fields.name,
      anonymous: false,
      contactEmail,
      method: fields.method,
      publicMessage: null,
      privateNote: null,
      teamId: null,
      private: false,
      state: 'received',
      idempotencyKey: null,
      recordedBy,
    });
    return entry.id;
  }
}
