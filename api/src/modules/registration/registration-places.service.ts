import { Injectable } from '@nestjs/common';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { registrationConfirmationPath } from '@fairway/contracts/remotes';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AddOnService } from '../fundraising/add-ons/add-on.service';
import { SponsorService } from '../fundraising/sponsors/sponsor.service';
import { MailService } from '../mail/mail.service';
import { KeyedTurns } from './keyed-turns';
import type { OrderLine, ProductRow } from './order';
import { freeUnits, type PlaceCounts } from './places';
import { registrationConflict } from './registration.exception';
import { type RegistrationRow, RegistrationRepository } from './registration.repository';
import { type SettingsRow, RegistrationSettingsRepository } from './registration-settings.repository';

const hour = 3_600_000;
const lapsedNote = 'Not paid or claimed in time: the place went back to the field';

/** What each kind of registration is offered as, in the offer e-mail's words. */
const offeredAs = { team: 'a team entry (foursome)', single: 'a single player place', sponsor: 'a sponsor package' } as const;

/**
 * The field's places and the products' stock under the tournament's registration lock: the lock every checkout,
 * offer, walk-up and payment takes, what has lapsed (unpaid checkouts, unclaimed offers), and the waitlist's
 * offers whenever a place is free.
 */
@Injectable()
export class RegistrationPlacesService {
  private readonly turns = new KeyedTurns();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: RegistrationSettingsRepository,
    private readonly registrations: RegistrationRepository,
    private readonly sponsors: SponsorService,
    private readonly addOns: AddOnService,
    private readonly mail: MailService,
  ) {}

  /** `work` in a transaction holding the tournament's registration lock (see `lock`), after this process's earlier work for it. */
  locked<T>(tournamentId: string, work: (settings: SettingsRow, manager: EntityManager, now: Date) => Promise<T>): Promise<T> {
    return this.turns.run(tournamentId, () =>
      this.dataSource.transaction(async (manager) => {
        const now = new Date();
        return work(await this.lock(tournamentId, manager, now), manager, now);
      }),
    );
  }

  /**
   * Locks the tournament's registration row (SELECT ... FOR UPDATE) until the caller's transaction ends, then
   * lets lapse what has run out and offers any place free to the waitlist: what the caller counts next is exact.
   */
  async lock(tournamentId: string, manager: EntityManager, now = new Date()): Promise<SettingsRow> {
    const settings = await this.settings.lock(tournamentId, manager);
    await this.registrations.expireDue(tournamentId, lapsedNote, manager);
    await this.offerFreePlaces(settings, manager, now);
    return settings;
  }

  counts(tournamentId: string, manager: EntityManager): Promise<PlaceCounts> {
    return this.registrations.counts(tournamentId, manager);
  }

  /**
   * Gives free places to the waitlist, first come first offered: each offer is a place held for that person for
   * the organiser's hours (never past registration's closing nor the end of the tournament's day: none after), told by e-mail. A team waiting while only a single's quarter is free lets a single
   * behind it have that quarter.
   */
  async offerFreePlaces(settings: SettingsRow, manager: EntityManager, now = new Date()): Promise<RegistrationRow[]> {
    let free = freeUnits(settings.capacity_teams, await this.registrations.counts(settings.tournament_id, manager));
    const offered: RegistrationRow[] = [];
    for (const waiting of await this.registrations.waitlist(settings.tournament_id, manager)) {
      if (free === 0) break;
      if (waiting.place_units > free) continue;
      free -= waiting.place_units;
      const expires = offerEnds(settings, now);
      if (!expires) break;
      const offer = { ...waiting, state: 'offered' as const, offer_expires_at: expires };
      offered.push(await this.registrations.save(offer, manager));
      await this.tellOffer(offer, manager);
    }
    return offered;
  }

  /**
   * How many of each product can still be bought: entries by the places left, a sponsor package by its tier's
   * places (and the free holes when it includes one), an add-on by its stock; less what open checkouts and offers
   * hold. null: no limit.
   */
  async productsLeft(settings: SettingsRow, products: readonly ProductRow[], manager: EntityManager): Promise<Map<string, number | null>> {
    const tournamentId = settings.tournament_id;
    const [counts, held, sponsors, addOns] = await Promise.all([
      this.registrations.counts(tournamentId, manager),
      this.registrations.productCounts(tournamentId, manager),
      this.sponsors.availability(tournamentId, manager),
      this.addOns.list(tournamentId),
    ]);
    const free = freeUnits(settings.capacity_teams, counts);
    const heldBy = (same: (product: ProductRow) => boolean) => products.filter(same).reduce((sum, product) => sum + (held.get(product.id)?.held ?? 0), 0);
    const left = (product: ProductRow): number | null => {
      if (product.kind === 'team-entry') return Math.floor(free / 4);
      if (product.kind === 'single-player') return free;
      if (product.kind === 'sponsor-package') {
        const tierLeft = sponsors.tiers.get(product.sponsor_tier_id ?? '')?.left ?? 0;
        const byTier = tierLeft === null ? null : Math.max(0, tierLeft - heldBy((other) => other.sponsor_tier_id === product.sponsor_tier_id));
        if (!product.includes_hole) return byTier;
        const holes = Math.max(0, sponsors.freeHoles - heldBy((other) => other.kind === 'sponsor-package' && other.includes_hole));
        return byTier === null ? holes : Math.min(byTier, holes);
      }
      const addOn = addOns.find((candidate) => candidate.id === product.add_on_id);
      if (!addOn) return 0;
      return addOn.stock === null ? null : Math.max(0, addOn.stock - addOn.sold - heldBy((other) => other.add_on_id === product.add_on_id));
    };
    return new Map(products.map((product) => [product.id, left(product)]));
  }

  /** 409 naming the first sponsor package or add-on of the order there are not enough of. */
  async assertStock(settings: SettingsRow, products: readonly ProductRow[], lines: readonly OrderLine[], manager: EntityManager): Promise<void> {
    const stocked = lines.filter((line) => line.kind === 'sponsor-package' || line.kind === 'add-on');
    if (stocked.length === 0) return;
    const left = await this.productsLeft(settings, products, manager);
    for (const line of stocked) {
      const available = left.get(line.productId);
      if (available === null || available === undefined || line.quantity <= available) continue;
      throw registrationConflict(available === 0 ? text.soldOut(line.name) : text.onlyLeft(line.name, available));
    }
  }

  private async tellOffer(offer: RegistrationRow, manager: EntityManager): Promise<void> {
    if (!offer.buyer_email || !offer.offer_expires_at) return;
    await this.mail.enqueue(manager, {
      tournamentId: offer.tournament_id,
      to: offer.buyer_email,
      template: 'waitlist-offer',
      data: {
        recipientName: offer.buyer_name,
        offered: offeredAs[offer.kind],
        offerPath: registrationConfirmationPath(offer.tournament_id, offer.token),
        expiresAt: offer.offer_expires_at.toISOString(),
      },
      dedupeKey: `waitlist-offer:${offer.id}`,
    });
  }
}

/** When an offer made now ends: the organiser's hours, cut at registration's closing and the tournament day's end; null when that has passed. */
export function offerEnds(settings: Pick<SettingsRow, 'waitlist_offer_hours' | 'closes_at' | 'day_ends_at'>, now: Date): Date | null {
  const limits = [now.getTime() + settings.waitlist_offer_hours * hour, settings.closes_at?.getTime(), settings.day_ends_at?.getTime()];
  const end = Math.min(...limits.filter((limit): limit is number => limit !== undefined));
  return end > now.getTime() ? new Date(end) : null;
}
