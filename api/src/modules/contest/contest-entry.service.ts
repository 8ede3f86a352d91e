import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContestAuditItem, ContestEntry, ContestEntryInput, ContestEntryResponse, StationView } from '@fairway/contracts/contest';
import { DataSource, type EntityManager } from 'typeorm';
import { type AuthUser, callerPlayer } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { TeamService } from '../team/team.service';
import { EventAccessService } from '../event-team/event-access.service';
import { type ContestRow, toContest } from './contest.rows';
import { ContestRepository } from './contest.repository';
import { ContestService, type LoadedContest } from './contest.service';
import { entryIdTaken, entryNotFound, notOnTeam, playerEntriesClosed } from './contest.exception';
import { canLead, contestLeaders } from './contest-leaders';
import type { Station } from './contest-station.service';
import { checkEntry } from './entry-rules';

/** Who wrote an entry or a change, as the trail shows it. */
type Actor = { kind: 'station'; station: Station } | { kind: 'user'; user: AuthUser };

const actorName = (actor: Actor) =>
  actor.kind === 'station' ? `Station: ${actor.station.label}` : (actor.user.displayName ?? actor.user.email ?? 'Signed-in user');

/** Contest entries: measurements, confirmations and voids, each in the trail. */
@Injectable()
export class ContestEntryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ContestRepository,
    private readonly contests: ContestService,
    private readonly teams: TeamService,
    private readonly access: EventAccessService,
  ) {}

  /** A station's entry counts at once (the volunteer saw the ball and confirmed the distance). */
  recordFromStation(contestId: string, input: ContestEntryInput, station: Station): Promise<ContestEntryResponse & { created: boolean }> {
    return this.record(contestId, input, { kind: 'station', station }, true);
  }

  /** A team member's own measurement, where the organiser allows it: unverified until a station confirms it. */
  recordFromPlayer(contestId: string, input: ContestEntryInput, user: AuthUser): Promise<ContestEntryResponse & { created: boolean }> {
    return this.record(contestId, input, { kind: 'user', user }, false);
  }

  confirm(contestId: string, entryId: string, station: Station): Promise<ContestEntryResponse> {
    return this.change(contestId, entryId, { kind: 'station', station }, 'confirmed');
  }

  /** A station or the tournament admin voids an entry: it stays in the list and the trail, and cannot lead. */
  voidByStation(contestId: string, entryId: string, station: Station): Promise<ContestEntryResponse> {
    return this.change(contestId, entryId, { kind: 'station', station }, 'voided');
  }

  voidByAdmin(contestId: string, entryId: string, user: AuthUser): Promise<ContestEntryResponse> {
    return this.change(contestId, entryId, { kind: 'user', user }, 'voided');
  }

  /** What a station page needs: the contest, the field to pick team and player from, and the entries so far. */
  async stationView(contestId: string): Promise<StationView> {
    const { row } = await this.contests.load(contestId);
    const [teams, entries] = await Promise.all([this.teams.listWithPlayers(row.tournament_id), this.contests.entries(row)]);
    return {
      contest: toContest(row, entries),
      teams: teams
        .map((team) => ({
          id: team.id,
          name: team.name,
          players: [...team.players].sort((a, b) => a.position - b.position).map((player) => ({ id: player.id, name: player.name })),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      entries,
    };
  }

  /** The organiser's list: every entry, voided and unverified ones included, oldest first. */
  async listForAdmin(contestId: string, user: AuthUser): Promise<ContestEntry[]> {
    const { row } = await this.contests.loadFor(contestId, user, 'event.edit', 'read the contest entries');
    return this.contests.entries(row);
  }

  async audit(contestId: string, user: AuthUser): Promise<ContestAuditItem[]> {
    await this.contests.loadFor(contestId, user, 'event.edit', 'read the contest trail');
    const rows = await this.repository.auditOf(contestId);
    return rows.map((row) => ({
      id: Number(row.id),
      contestId: row.contest_id,
      entryId: row.entry_id,
      action: row.action,
      actor: row.actor,
      at: row.at.toISOString(),
    }));
  }

  private record(contestId: string, input: ContestEntryInput, actor: Actor, verified: boolean): Promise<ContestEntryResponse & { created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const loaded = await this.contests.load(contestId, manager, true);
      const team = (await this.teams.listWithPlayers(loaded.row.tournament_id)).find((candidate) => candidate.id === input.teamId);
      if (actor.kind === 'user') assertPlayerMayEnter(loaded, team, actor.user);
      const division = checkEntry(loaded.row, input, team);
      const source = actor.kind === 'station' ? 'station' : 'player';
      const created = await this.repository.insertEntry(contestId, input, { division, source, verified }, manager);
      if (created) {
        await this.repository.audit(contestId, input.entryId, 'entered', actorName(actor), manager);
        markLiveChange(manager, { kind: 'contests', tournamentId: loaded.row.tournament_id });
      }
      return { ...(await this.answer(loaded.row, input.entryId, manager)), created };
    });
  }

  private change(contestId: string, entryId: string, actor: Actor, action: 'confirmed' | 'voided'): Promise<ContestEntryResponse> {
    return this.dataSource.transaction(async (manager) => {
      const loaded = await this.contests.load(contestId, manager, true);
      if (actor.kind === 'user') await this.access.require(actor.user, loaded.tournament, 'event.edit', 'void contest entries', manager);
      const changed = await this.repository.setEntryFlag(contestId, entryId, action, manager);
      if (changed === undefined) throw entryNotFound();
      // Confirming or voiding twice (a replayed outbox) changes nothing and leaves one line in the trail.
      if (changed) {
        await this.repository.audit(contestId, entryId, action, actorName(actor), manager);
        markLiveChange(manager, { kind: 'contests', tournamentId: loaded.row.tournament_id });
      }
      return this.answer(loaded.row, entryId, manager);
    });
  }

  private async answer(row: ContestRow, entryId: string, manager: EntityManager): Promise<ContestEntryResponse> {
    const entries = await this.contests.entries(row, manager);
    const entry = entries.find((candidate) => candidate.id === entryId);
    if (!entry) throw entryIdTaken();
    const contest = toContest(row, entries);
    const leader = contestLeaders({ kind: row.kind, measured: row.measured, divisions: [entry.division] }, entries)[0]?.entry;
    return { entry, leads: canLead(entry) && leader?.id === entry.id, contest };
  }
}

function assertPlayerMayEnter(
  loaded: LoadedContest,
  team: { players: ReadonlyArray<{ userId: string | null; email: string | null }> } | undefined,
  user: AuthUser,
): void {
  if (!loaded.row.player_entries_allowed) throw playerEntriesClosed();
  if (!team || !callerPlayer(user, team.players)) throw notOnTeam();
}
