import { Injectable } from '@nestjs/common';
import type {
  AddOn,
  AddOnSale,
  CreateAddOnInput,
  CreateAddOnSaleInput,
  MulliganRules,
  MulliganRulesInput,
  TeamWallet,
  UseMulliganInput,
} from '@fairway/contracts/add-on';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { PaymentMethod } from '@fairway/contracts/ledger';
import { centsToDollars, dollarsToCents } from '@fairway/golf';
import { type AuthUser, forbidden, isTeamMember } from '../../../common/auth';
import { EventAccessService } from '../../event-team/event-access.service';
import type { TeamEntity } from '../../team/team.entity';
import { TeamService } from '../../team/team.service';
import { TournamentService } from '../../tournament/tournament.service';
import { fundraisingConflict, fundraisingInvalid, fundraisingNotFound } from '../fundraising.exception';
import { type LedgerChange, LedgerService } from '../ledger/ledger.service';
import { AddOnRepository, type ProductRow, type SaleRow } from './add-on.repository';

const mulligansPerItem = (input: CreateAddOnInput) => input.mulligans ?? (input.kind === 'mulligan' ? 1 : 0);

function toAddOn(row: ProductRow): AddOn {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    price: centsToDollars(row.price_cents),
    limitPer: row.limit_per,
    limit: row.max_quantity,
    stock: row.stock,
    sold: row.sold,
    mulligans: row.mulligans,
  };
}

function toSale(row: SaleRow): AddOnSale {
  return {
    id: row.id,
    productId: row.product_id,
    quantity: row.quantity,
    teamId: row.team_id,
    playerId: row.player_id,
    amount: centsToDollars(row.amount_cents),
    ledgerEntryId: row.ledger_entry_id,
    recordedAt: new Date(row.created_at).toISOString(),
  };
}

export interface RegistrationAddOnSale {
  addOnId: string;
  quantity: number;
  teamId: string;
  teamName: string;
  /** What the registration charged for these items (its own price). */
  amountCents: number;
  method: PaymentMethod;
  /** Who took the money: the admin's uid, or 'online payment'. */
  recordedBy: string;
  contactEmail: string | null;
  /** One sale per key: a replayed payment records it once. */
  key: string;
}

/** Add-ons sold at check-in (each sale one ledger entry) and the mulligans a team bought and used. */
@Injectable()
export class AddOnService {
  constructor(
    private readonly addOns: AddOnRepository,
    private readonly ledger: LedgerService,
    private readonly tournaments: TournamentService,
    private readonly teams: TeamService,
    private readonly access: EventAccessService,
  ) {}

  async list(tournamentId: string): Promise<AddOn[]> {
    await this.tournaments.getEntity(tournamentId);
    return (await this.addOns.products(tournamentId)).map(toAddOn);
  }

  create(tournamentId: string, input: CreateAddOnInput, user: AuthUser): Promise<AddOn> {
    return this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'manage add-ons' }, async ({ manager }) => {
      const id = await this.addOns.insertProduct(
        tournamentId,
        {
          kind: input.kind,
          name: input.name,
          price_cents: dollarsToCents(input.price),
          limit_per: input.limitPer,
          max_quantity: input.limit,
          stock: input.stock,
          mulligans: mulligansPerItem(input),
        },
        manager,
      );
      return toAddOn((await this.addOns.products(tournamentId, manager)).find((product) => product.id === id)!);
    });
  }

  /** Under the tournament's lock, so two desks selling the last item cannot both succeed. */
  sell(tournamentId: string, input: CreateAddOnSaleInput, user: AuthUser): Promise<AddOnSale> {
    return this.ledger.change(tournamentId, { user, permission: 'sales.record', action: 'sell add-ons' }, async (change) => {
      const product = (await this.addOns.products(tournamentId, change.manager)).find((candidate) => candidate.id === input.productId);
      if (!product) throw fundraisingInvalid(fundraisingMessages.productNotFound, 'productId');
      const team = await this.teamOf(tournamentId, input.teamId);
      if (input.playerId && !team.players.some((player) => player.id === input.playerId))
        throw fundraisingInvalid(fundraisingMessages.playerNotOnTeam, 'playerId');
      const key = input.saleId ? `sale:${input.saleId}` : null;
      const earlier = key ? await this.earlierSale(change, key) : null;
      if (earlier) return earlier;
      await this.assertAvailable(change, product, input);
      const entry = await change.record({
        kind: 'add-on-sale',
        amountCents: product.price_cents * input.quantity,
        donorName: team.name,
        anonymous: false,
        contactEmail: null,
        method: input.method,
        publicMessage: null,
        privateNote: `${input.quantity} x ${product.name}`,
        teamId: team.id,
        private: false,
        state: 'received',
        idempotencyKey: key,
        recordedBy: user.uid,
      });
      await this.addOns.insertSale(
        tournamentId,
        { product_id: product.id, team_id: team.id, player_id: input.playerId, quantity: input.quantity, ledger_entry_id: entry.id },
        change.manager,
      );
      return toSale((await this.addOns.saleOfEntry(entry.id, change.manager))!);
    });
  }

  /**
   * Add-ons bought with a registration, inside its ledger change: one sale and its entry, into the team's wallet.
   * The registration held the stock, so a last item sold meanwhile at the desk does not refuse money already taken.
   */
  async sellWithRegistration(change: LedgerChange, sale: RegistrationAddOnSale): Promise<string> {
    const earlier = await change.findByKey(sale.key);
    if (earlier) return earlier.id;
    const product = (await this.addOns.products(change.tournament.id, change.manager)).find((candidate) => candidate.id === sale.addOnId);
    if (!product) throw fundraisingInvalid(fundraisingMessages.productNotFound, 'productId');
    const entry = await change.record({
      kind: 'add-on-sale',
      amountCents: sale.amountCents,
      donorName: sale.teamName,
      anonymous: false,
      contactEmail: sale.contactEmail,
      method: sale.method,
      publicMessage: null,
      privateNote: `${sale.quantity} x ${product.name} (registration)`,
      teamId: sale.teamId,
      private: false,
      state: 'received',
      idempotencyKey: sale.key,
      recordedBy: sale.recordedBy,
    });
    await this.addOns.insertSale(
      change.tournament.id,
      { product_id: product.id, team_id: sale.teamId, player_id: null, quantity: sale.quantity, ledger_entry_id: entry.id },
      change.manager,
    );
    return entry.id;
  }

  async wallet(tournamentId: string, teamId: string, user: AuthUser): Promise<TeamWallet> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const team = await this.teamOf(tournamentId, teamId);
    // The desk sells mulligans and scorers enter them for a group without a phone: both read the wallet.
    if (!isTeamMember(user, team) && !(await this.access.can(user, tournament, 'field.read'))) throw forbidden(fundraisingMessages.walletTeamOnly);
    return this.walletOf(tournamentId, teamId);
  }

  /** A member, an organiser or a scorer spends one of the team's mulligans on a hole the organiser has not blocked. */
  async useMulligan(tournamentId: string, teamId: string, input: UseMulliganInput, user: AuthUser): Promise<TeamWallet> {
    await this.ledger.change(tournamentId, null, async ({ tournament, manager }) => {
      const team = await this.teamOf(tournamentId, teamId);
      if (!isTeamMember(user, team) && !(await this.access.can(user, tournament, 'scores.anyTeam'))) throw forbidden(fundraisingMessages.walletTeamOnly);
      if (input.playerId && !team.players.some((player) => player.id === input.playerId))
        throw fundraisingInvalid(fundraisingMessages.playerNotOnTeam, 'playerId');
      if (input.useId && (await this.addOns.mulliganUseExists(input.useId, teamId, manager))) return;
      if ((await this.addOns.blockedHoles(tournamentId, manager)).includes(input.hole))
        throw fundraisingConflict(fundraisingMessages.mulliganBlockedHole(input.hole));
      const { mulligans } = await this.walletOf(tournamentId, teamId);
      if (mulligans.left <= 0) throw fundraisingConflict(fundraisingMessages.noMulligansLeft);
      await this.addOns.insertMulliganUse(
        { id: input.useId ?? null, tournamentId, teamId, playerId: input.playerId, hole: input.hole, usedBy: user.uid },
        manager,
      );
    });
    return this.walletOf(tournamentId, teamId);
  }

  async rules(tournamentId: string): Promise<MulliganRules> {
    await this.tournaments.getEntity(tournamentId);
    return { blockedHoles: await this.addOns.blockedHoles(tournamentId) };
  }

  setRules(tournamentId: string, { blockedHoles }: MulliganRulesInput, user: AuthUser): Promise<MulliganRules> {
    return this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'set the mulligan rules' }, async ({ manager }) => {
      await this.addOns.setBlockedHoles(tournamentId, blockedHoles, manager);
      return { blockedHoles };
    });
  }

  private async walletOf(tournamentId: string, teamId: string): Promise<TeamWallet> {
    const [purchases, uses, blockedHoles] = await Promise.all([
      this.addOns.teamPurchases(teamId),
      this.addOns.mulliganUses(teamId),
      this.addOns.blockedHoles(tournamentId),
    ]);
    const bought = purchases.reduce((sum, purchase) => sum + purchase.mulligans, 0);
    return {
      teamId,
      mulligans: { bought, used: uses.length, left: Math.max(0, bought - uses.length) },
      blockedHoles,
      purchases: purchases.map((purchase) => ({ productId: purchase.product_id, name: purchase.name, quantity: purchase.quantity })),
      uses: uses.map((use) => ({ id: use.id, hole: use.hole, playerId: use.player_id, usedBy: use.used_by, usedAt: new Date(use.used_at).toISOString() })),
    };
  }

  private async teamOf(tournamentId: string, teamId: string): Promise<TeamEntity> {
    const [team] = await this.teams.listSomeWithPlayers(tournamentId, [teamId]);
    if (!team) throw fundraisingNotFound(fundraisingMessages.teamNotInTournament);
    return team;
  }

  private async earlierSale(change: LedgerChange, key: string): Promise<AddOnSale | null> {
    const entry = await change.findByKey(key);
    const sale = entry ? await this.addOns.saleOfEntry(entry.id, change.manager) : null;
    return sale && toSale(sale);
  }

  /** 409 when the stock or the per-team / per-player limit would be passed, saying how many are left. */
  private async assertAvailable(change: LedgerChange, product: ProductRow, input: CreateAddOnSaleInput): Promise<void> {
    if (product.stock !== null && product.sold + input.quantity > product.stock)
      throw fundraisingConflict(fundraisingMessages.outOfStock(Math.max(0, product.stock - product.sold)));
    if (product.max_quantity === null) return;
    if (product.limit_per === 'player' && !input.playerId) throw fundraisingInvalid(fundraisingMessages.playerSaleNeedsPlayer, 'playerId');
    const already = await this.addOns.soldTo(
      product.id,
      { teamId: input.teamId, playerId: product.limit_per === 'player' ? input.playerId : null },
      change.manager,
    );
    if (already + input.quantity > product.max_quantity) throw fundraisingConflict(fundraisingMessages.overLimit(product.max_quantity, product.limit_per));
  }
}
