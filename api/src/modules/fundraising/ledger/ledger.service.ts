import { Injectable } from '@nestjs/common';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type {
  CreateLedgerEntryInput,
  LedgerEntry,
  LedgerQuery,
  LedgerResponse,
  ReceiveLedgerEntryInput,
  VoidLedgerEntryInput,
} from '@fairway/contracts/ledger';
import { can, type EventPermission } from '@fairway/contracts/event-team';
import { centsToDollars, dollarsToCents } from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth';
import { TeamService } from '../../team/team.service';
import { EventAccessService } from '../../event-team/event-access.service';
import type { TournamentEntity } from '../../tournament/tournament.entity';
import { TournamentService } from '../../tournament/tournament.service';
import { fundraisingConflict, fundraisingInvalid, fundraisingNotFound } from '../fundraising.exception';
import { forbidden } from '../../../common/auth';
import { CloseOutNamesService } from '../close-out/close-out-names.service';
import { ledgerCsv } from './ledger-csv';
import { toLedgerEntry } from './ledger.mapper';
import { type LedgerRow, LedgerRepository, type NewLedgerEntry } from './ledger.repository';

/** A ledger change in progress: the tournament's row is locked and its raised total moves with each entry. */
export interface LedgerChange {
  tournament: TournamentEntity;
  manager: EntityManager;
  record(entry: Omit<NewLedgerEntry, 'tournamentId'>): Promise<LedgerRow>;
  /** The entry an idempotency key recorded, if any. */
  findByKey(key: string): Promise<LedgerRow | null>;
  /** An entry of this tournament by id, if any. */
  find(entryId: string): Promise<LedgerRow | null>;
  voidEntry(entryId: string, reason: string, by: string): Promise<LedgerRow>;
  receive(entryId: string, by: string, method?: ReceiveLedgerEntryInput['method']): Promise<LedgerRow>;
  /** 400 unless the team plays in this tournament. */
  assertTeam(teamId: string | null): Promise<void>;
}

/** Who changes the ledger: the caller, the permission the change needs (event-team role matrix) and what a 403 names. */
export interface LedgerActor {
  user: AuthUser;
  permission: EventPermission;
  action: string;
}

const sameEntry = (row: LedgerRow, entry: Omit<NewLedgerEntry, 'tournamentId'>) =>
  row.kind === entry.kind && row.amount_cents === entry.amountCents && row.team_id === entry.teamId;

/**
 * The tournament's ledger. Every change runs under the tournament's row lock, and the stored raised total
 * (tournaments.charity_raised_cents, which every screen reads) moves in the same transaction, so it is
 * always the sum of the received entries; the lock also makes a retried submission find the first one.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly entries: LedgerRepository,
    private readonly tournaments: TournamentService,
    private readonly teams: TeamService,
    private readonly access: EventAccessService,
    private readonly names: CloseOutNamesService,
  ) {}

  /**
   * Runs `work` under the tournament's lock; `who` null lets a guest in (public donations and pledges), else the
   * caller's role must allow `who.permission`. Screens are told a fundraising change: the charity's progress, never the board.
   */
  async change<T>(tournamentId: string, who: LedgerActor | null, work: (change: LedgerChange) => Promise<T>): Promise<T> {
    const { result } = await this.tournaments.changeLocked(
      tournamentId,
      async (tournament, manager) => {
        if (who) await this.access.require(who.user, tournament, who.permission, who.action, manager);
        return work(this.changeFor(tournament, manager));
      },
      'fundraising',
    );
    return result;
  }

  /** `change` inside the caller's transaction (a payment's webhook, a registration under its own lock); the caller checks who may act. */
  async changeIn<T>(manager: EntityManager, tournamentId: string, work: (change: LedgerChange) => Promise<T>): Promise<T> {
    const { result } = await this.tournaments.changeLockedIn(
      manager,
      tournamentId,
      (tournament, locked) => work(this.changeFor(tournament, locked)),
      'fundraising',
    );
    return result;
  }

  record(tournamentId: string, input: CreateLedgerEntryInput, idempotencyKey: string | undefined, user: AuthUser): Promise<LedgerEntry> {
    return this.change(tournamentId, { user, permission: 'sales.record', action: 'record money' }, async (change) => {
      // An adjustment corrects the books: the organisers' (voidAny), not the desk's.
      if (input.kind === 'adjustment') await this.access.require(user, change.tournament, 'money.voidAny', 'record adjustments', change.manager);
      await change.assertTeam(input.teamId);
      const row = await change.record({
        kind: input.kind,
        amountCents: dollarsToCents(input.amount),
        donorName: input.donorName,
        anonymous: input.anonymous,
        contactEmail: input.contactEmail,
        method: input.method,
        publicMessage: input.publicMessage,
        privateNote: input.privateNote,
        teamId: input.teamId,
        private: input.private,
        state: input.state,
        idempotencyKey: idempotencyKey ?? input.entryId ?? null,
        recordedBy: user.uid,
      });
      return toLedgerEntry(row);
    });
  }

  voidEntry(tournamentId: string, entryId: string, { reason }: VoidLedgerEntryInput, user: AuthUser): Promise<LedgerEntry> {
    return this.change(tournamentId, { user, permission: 'money.voidOwn', action: 'void money' }, async (change) => {
      const entry = await change.find(entryId);
      // A desk voids only what it recorded itself; anyone's entry needs voidAny (owner, co-organisers).
      if (entry && entry.recorded_by !== user.uid && !(await this.access.can(user, change.tournament, 'money.voidAny', change.manager)))
        throw forbidden(fundraisingMessages.voidOthersEntry);
      return toLedgerEntry(await change.voidEntry(entryId, reason, user.uid));
    });
  }

  receive(tournamentId: string, entryId: string, { method }: ReceiveLedgerEntryInput, user: AuthUser): Promise<LedgerEntry> {
    return this.change(tournamentId, { user, permission: 'sales.record', action: 'record money' }, async (change) =>
      toLedgerEntry(await change.receive(entryId, user.uid, method)),
    );
  }

  /** The legacy "amount raised" field: the difference becomes an adjustment entry. */
  async setRaised(change: LedgerChange, raisedCents: number, user: AuthUser): Promise<void> {
    const difference = raisedCents - change.tournament.charityRaisedCents;
    if (difference === 0) return;
    await change.record({
      kind: 'adjustment',
      amountCents: difference,
      donorName: null,
      anonymous: false,
      contactEmail: null,
      method: 'complimentary',
      publicMessage: null,
      privateNote: 'Amount raised set by the organiser',
      teamId: null,
      private: true,
      state: 'received',
      idempotencyKey: null,
      recordedBy: user.uid,
    });
  }

  /** The whole ledger for money.readAll (owner, co-organisers); a desk (closeOut.own) reads the entries it recorded only. */
  async list(tournamentId: string, filters: LedgerQuery, user: AuthUser): Promise<LedgerResponse> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const role = await this.access.require(user, tournament, 'closeOut.own', 'read the ledger');
    const rows = await this.entries.list(tournamentId, filters);
    const readable = can(role, 'money.readAll') ? rows : rows.filter((row) => row.recorded_by === user.uid);
    const people = readable.flatMap((row) => [row.recorded_by, ...row.history.map((item) => item.by)]).filter((person) => person !== null);
    const names = await this.names.namesOf(people, user);
    return { entries: readable.map((row) => toLedgerEntry(row, names)), raised: centsToDollars(await this.entries.receivedCents(tournamentId)) };
  }

  /** The export is the whole ledger: money.readAll only. */
  async csv(tournamentId: string, user: AuthUser): Promise<string> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'money.readAll', 'export the ledger');
    const { entries } = await this.list(tournamentId, {}, user);
    return ledgerCsv(entries);
  }

  /** The ledger change of a tournament already locked by the caller's transaction. */
  changeFor(tournament: TournamentEntity, manager: EntityManager): LedgerChange {
    const entries = this.entries;
    const move = (cents: number) => {
      tournament.charityRaisedCents = Number(tournament.charityRaisedCents) + cents;
    };
    const locked = async (entryId: string) => {
      const row = await entries.find(tournament.id, entryId, manager, { lock: true });
      if (!row) throw fundraisingNotFound(fundraisingMessages.entryNotFound);
      return row;
    };
    return {
      tournament,
      manager,
      async record(entry) {
        if (entry.idempotencyKey) {
          const earlier = await entries.findByKey(tournament.id, entry.idempotencyKey, manager);
          if (earlier && !sameEntry(earlier, entry)) throw fundraisingConflict(fundraisingMessages.idempotencyKeyReused);
          if (earlier) return earlier;
        }
        const row = await entries.insert({ ...entry, tournamentId: tournament.id }, manager);
        if (row.state === 'received') move(row.amount_cents);
        return row;
      },
      findByKey: (key) => entries.findByKey(tournament.id, key, manager),
      find: (entryId) => entries.find(tournament.id, entryId, manager),
      async voidEntry(entryId, reason, by) {
        const row = await locked(entryId);
        if (row.state === 'void') throw fundraisingConflict(fundraisingMessages.entryAlreadyVoid);
        if (row.state === 'received') {
          if (Number(tournament.charityRaisedCents) - row.amount_cents < 0) throw fundraisingConflict(fundraisingMessages.raisedWouldGoNegative);
          move(-row.amount_cents);
        }
        await entries.changeState(row.id, { state: 'void', reason, by }, manager);
        return (await entries.find(tournament.id, row.id, manager))!;
      },
      async receive(entryId, by, method) {
        const row = await locked(entryId);
        if (row.state !== 'pledged') throw fundraisingConflict(fundraisingMessages.entryNotPledged);
        move(row.amount_cents);
        await entries.changeState(row.id, { state: 'received', method, by }, manager);
        return (await entries.find(tournament.id, row.id, manager))!;
      },
      assertTeam: async (teamId) => {
        if (teamId === null) return;
        const teams = await this.teams.listSomeWithPlayers(tournament.id, [teamId]);
        if (teams.length === 0) throw fundraisingInvalid(fundraisingMessages.teamNotInTournament, 'teamId');
      },
    };
  }
}
