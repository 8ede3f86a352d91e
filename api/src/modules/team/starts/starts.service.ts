import { Injectable } from '@nestjs/common';
import { type MoveStartInput, type StartsPlan, type StartsPlanInput, startsMessages } from '@fairway/contracts/starts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth';
import { EventAccessService } from '../../event-team/event-access.service';
import type { TournamentEntity } from '../../tournament/tournament.entity';
import { playerNameFor } from '../player-name-for';
import { TeamLookup } from '../team-lookup';
import { TeamTransaction } from '../team-transaction';
import { assignPlan, doesNotFitMessage, engineStart, moveToWave, planProblems, problemMessage, startHoles, startsPlanView, startWrite } from './start-plan';
import { startHoleInvalid, startsDoNotFit, startsHoleProblem, startsLocked, startsNotPlanned, teamNotInField } from './starts.exception';
import { type SavedStartPlan, type StartAuthor, StartsRepository } from './starts.repository';

/** The most groups a hole may hold while the organiser is still moving teams (A, B and C). */
const mostGroupsWhileMoving = 3;

type StartsChange = (manager: EntityManager, tournament: TournamentEntity, saved: SavedStartPlan | undefined, author: StartAuthor) => Promise<void>;

/**
 * Starting positions: the organiser assigns the field (a shotgun or tee times), moves teams by hand and locks the
 * result. Every change runs in one transaction, names who made it and tells the tournament's screens.
 */
@Injectable()
export class StartsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transaction: TeamTransaction,
    private readonly lookup: TeamLookup,
    private readonly repository: StartsRepository,
    private readonly access: EventAccessService,
  ) {}

  async read(tournamentId: string, user: AuthUser): Promise<StartsPlan> {
    const manager = this.dataSource.manager;
    const tournament = await this.lookup.readTournament(manager, tournamentId);
    await this.access.require(user, tournament, 'field.read', 'see the starting positions', manager);
    return this.view(manager, tournamentId);
  }

  /** Every team of the tournament placed anew, in registration order. */
  assign(tournamentId: string, plan: StartsPlanInput, user: AuthUser): Promise<StartsPlan> {
    return this.change(tournamentId, user, 'assign the starting positions', async (manager, tournament, saved, author) => {
      if (saved?.lockedAt) throw startsLocked();
      const rows = await this.repository.teams(manager, tournamentId);
      const result = assignPlan(
        plan,
        rows.map((row) => row.id),
        startHoles(tournament.holes),
      );
      if (!result.ok) throw startsDoNotFit(doesNotFitMessage(result.problem));
      await this.repository.writeStarts(
        manager,
        tournamentId,
        result.starts.map((start) => startWrite(start, plan)),
      );
      await this.repository.savePlan(manager, tournamentId, plan, author);
    });
  }

  /** One team to another hole (and wave); the others keep their places, the group it left loses its slot. */
  move(tournamentId: string, teamId: string, { hole, wave }: MoveStartInput, user: AuthUser): Promise<StartsPlan> {
    return this.change(tournamentId, user, 'move a team to another hole', async (manager, tournament, saved, author) => {
      if (!saved) throw startsNotPlanned();
      if (saved.lockedAt) throw startsLocked();
      if (!startHoles(tournament.holes).some((candidate) => candidate.number === hole)) throw startHoleInvalid(startsMessages.holeInvalid);
      if (wave === 2 && !(saved.plan.mode === 'shotgun' && saved.plan.waves === 2)) throw startHoleInvalid(startsMessages.wavesInvalid);
      const starts = (await this.repository.teams(manager, tournamentId)).map(engineStart);
      const moving = starts.find((start) => start.teamId === teamId);
      if (!moving) throw teamNotInField();
      if (moving.hole === hole && moving.wave === wave) return;
      const moved = moveToWave(starts, teamId, hole, wave);
      if (moved.filter((start) => start.wave === wave && start.hole === hole).length > mostGroupsWhileMoving)
        throw startsHoleProblem(startsMessages.crowded(hole));
      const changed = moved.filter((start, index) => JSON.stringify(start) !== JSON.stringify(starts[index]));
      await this.repository.writeStarts(
        manager,
        tournamentId,
        changed.map((start) => startWrite(start, saved.plan)),
      );
      await this.repository.touchPlan(manager, tournamentId, author);
    });
  }

  /** Refused while a hole is crowded or a closed hole has a group: the message names the hole. */
  lock(tournamentId: string, user: AuthUser): Promise<StartsPlan> {
    return this.change(tournamentId, user, 'lock the starting positions', async (manager, _tournament, saved, author) => {
      if (!saved) throw startsNotPlanned();
      if (saved.lockedAt) return;
      const starts = (await this.repository.teams(manager, tournamentId)).map(engineStart);
      const [problem] = planProblems(starts, saved.plan);
      if (problem) throw startsHoleProblem(problemMessage(problem));
      await this.repository.setLocked(manager, tournamentId, true, author);
    });
  }

  unlock(tournamentId: string, user: AuthUser): Promise<StartsPlan> {
    return this.change(tournamentId, user, 'unlock the starting positions', async (manager, _tournament, saved, author) => {
      if (saved?.lockedAt) await this.repository.setLocked(manager, tournamentId, false, author);
    });
  }

  /** One change: organisers only (field.edit), one at a time per tournament; team reads and boards are told once it commits. */
  private change(tournamentId: string, user: AuthUser, action: string, work: StartsChange): Promise<StartsPlan> {
    return this.transaction.run(async (manager) => {
      const tournament = await this.lookup.findTournament(manager, tournamentId);
      await this.access.require(user, tournament, 'field.edit', action, manager);
      await this.repository.serialise(manager, tournamentId);
      await work(manager, tournament, await this.repository.plan(manager, tournamentId), { uid: user.uid, name: playerNameFor(user) });
      return this.view(manager, tournamentId);
    });
  }

  private async view(manager: EntityManager, tournamentId: string): Promise<StartsPlan> {
    const [rows, saved] = await Promise.all([this.repository.teams(manager, tournamentId), this.repository.plan(manager, tournamentId)]);
    return startsPlanView(rows, saved);
  }
}
