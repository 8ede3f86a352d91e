import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { limits } from '@fairway/contracts';
import type { Contest, ContestEntry, ContestInput, ContestsResponse } from '@fairway/contracts/contest';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import type { EventPermission } from '@fairway/contracts/event-team';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentEntity } from '../tournament/tournament.entity';
import { tournamentNotFound } from '../tournament/tournament.exception';
import { TournamentService } from '../tournament/tournament.service';
import { contestNotFound, invalidContest, tooMany } from './contest.exception';
import { ContestRepository } from './contest.repository';
import { type ContestRow, toContest, toEntry } from './contest.rows';

/** A contest with the tournament it belongs to, as the entry and station services need it. */
export interface LoadedContest {
  row: ContestRow;
  tournament: TournamentEntity;
}

/** Contests: which holes carry a contest, and each contest with its leaders. */
@Injectable()
export class ContestService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ContestRepository,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  /** Every contest of a tournament (404 for an unknown tournament), by hole, with the leader of each division. */
  async listForTournament(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<ContestsResponse> {
    await this.tournaments.getEntity(tournamentId, manager);
    const rows = await this.repository.ofTournament(tournamentId, manager);
    const entries = await this.entriesOf(rows, manager);
    return rows.map((row) => toContest(row, entries.get(row.id) ?? []));
  }

  async get(contestId: string, manager: EntityManager = this.dataSource.manager): Promise<Contest> {
    const { row } = await this.load(contestId, manager);
    return toContest(row, (await this.entriesOf([row], manager)).get(row.id) ?? []);
  }

  /** The contest and its tournament, or 404; with `lock` the contest row stays locked until the transaction ends. */
  async load(contestId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<LoadedContest> {
    const row = await this.repository.find(contestId, manager, lock);
    if (!row) throw contestNotFound();
    return { row, tournament: await this.tournaments.getEntity(row.tournament_id, manager) };
  }

  /** The contest for a caller whose role on its tournament allows `permission`, else 403 naming `action`. */
  async loadFor(
    contestId: string,
    user: AuthUser,
    permission: EventPermission,
    action: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LoadedContest> {
    const loaded = await this.load(contestId, manager);
    await this.access.require(user, loaded.tournament, permission, action, manager);
    return loaded;
  }

  create(tournamentId: string, input: ContestInput, user: AuthUser): Promise<Contest> {
    return this.dataSource.transaction(async (manager) => {
      // Locked, so two organisers' creates cannot both pass the count.
      const tournament = await manager.findOne(TournamentEntity, { where: { id: tournamentId }, lock: { mode: 'for_no_key_update' } });
      if (!tournament) throw tournamentNotFound();
      await this.access.require(user, tournament, 'event.edit', 'mark contest holes', manager);
      assertHoleLongEnough(tournament, input);
      if ((await this.repository.countOfTournament(tournamentId, manager)) >= limits.contests.maxPerTournament) throw tooMany('tooManyContests');
      const row = await this.repository.insert(tournamentId, input, manager);
      markLiveChange(manager, { kind: 'contests', tournamentId });
      return toContest(row, []);
    });
  }

  replace(contestId: string, input: ContestInput, user: AuthUser): Promise<Contest> {
    return this.dataSource.transaction(async (manager) => {
      const { tournament } = await this.loadFor(contestId, user, 'event.edit', 'change contests', manager);
      assertHoleLongEnough(tournament, input);
      await this.repository.update(contestId, input, manager);
      markLiveChange(manager, { kind: 'contests', tournamentId: tournament.id });
      return this.get(contestId, manager);
    });
  }

  remove(contestId: string, user: AuthUser): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const { tournament } = await this.loadFor(contestId, user, 'event.edit', 'remove contests', manager);
      await this.repository.delete(contestId, manager);
      markLiveChange(manager, { kind: 'contests', tournamentId: tournament.id });
    });
  }

  /** Every entry of the contest, oldest first, voided ones included. */
  async entries(row: ContestRow, manager: EntityManager = this.dataSource.manager): Promise<ContestEntry[]> {
    return (await this.entriesOf([row], manager)).get(row.id) ?? [];
  }

  private async entriesOf(rows: readonly ContestRow[], manager: EntityManager): Promise<Map<string, ContestEntry[]>> {
    const byContest = new Map<string, ContestEntry[]>();
    if (rows.length === 0) return byContest;
    const kinds = new Map(rows.map((row) => [row.id, row.kind]));
    const entryRows = await this.repository.entriesOf(
      rows.map((row) => row.id),
      manager,
    );
    for (const entryRow of entryRows) {
      const list = byContest.get(entryRow.contest_id) ?? [];
      list.push(toEntry(entryRow, kinds.get(entryRow.contest_id)!));
      byContest.set(entryRow.contest_id, list);
    }
    return byContest;
  }
}

/** A hole-in-one prize needs a hole at least its minimum yardage long (when the card gives the yardage). */
function assertHoleLongEnough(tournament: TournamentEntity, input: ContestInput): void {
  if (input.minYardage === null) return;
  const hole = tournament.holes.find((candidate) => candidate.number === input.hole);
  if (hole?.yardage != null && hole.yardage < input.minYardage) throw invalidContest('holeBelowMinimum', 'minYardage');
}
