import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScoreReadModel, ScoresQuery } from '@fairway/contracts';
import { roundProgress } from '@fairway/golf';
import { DataSource, type EntityManager } from 'typeorm';
import { type AuthUser, isTournamentAdmin } from '../../common/auth';
import { WriteCombiner } from '../../common/batching/write-combiner';
import { toErrorBody } from '../../common/errors/error-body';
import { annotationKey } from '../../common/scoring/annotate-team';
import { type ScoreAuthor, type ScoreCell, ScoreRecordsService, type TeamCells } from '../score/score-records.service';
import type { LockedTeam } from '../team/team-lookup';
import { TeamService } from '../team/team.service';
import { type AnnotatedScores, changedAnnotations, ScoreAnnotationService } from './score-annotation.service';
import { latestPerCell, scoreAuthor } from './score-author';
import { toScoreReadModels } from './score.mapper';
import { cardSubmitted, playerNotOnTeam, type ScorecardException } from './scorecard.exception';

/** What one write of a team's scores did: the answer of POST /api/scores and of each team in a batch. */
export interface TeamScoresWrite {
  tournamentId: string;
  teamId: string;
  /** One per cell sent, in order: the saved score, or why that cell was refused. */
  results: Array<ScoreReadModel | ScorecardException>;
  /** Every score of the team on the holes written (isBest may have moved to another player). */
  holeScores: ScoreReadModel[];
  currentHole: number;
}

interface WriteRequest {
  user: AuthUser;
  ids: ScoresQuery;
  cells: readonly ScoreCell[];
}

/** A request that may write: its locked team, its cells (one per player and hole) and who writes them. */
interface WritePlan {
  request: WriteRequest;
  context: LockedTeam;
  accepted: ScoreCell[];
  author: ScoreAuthor;
  mayCorrectSubmitted: boolean;
}

const FORBIDDEN = 'Only a member of this team or the tournament admin can post its scores.';
// One shared write at a time (classic group commit): on a busy API the next one gathers every request that
// arrived meanwhile, which costs far less than one transaction each (bench: about 1.6 times the writes per
// second of four at once); on a quiet API a request still starts at once.
const WRITES_IN_FLIGHT = 1;
const REQUESTS_PER_WRITE = 64;

/**
 * The one write path of scores. Requests that arrive while the writes in flight are busy share the next
 * transaction (group commit: a field's phones flushing their queues together cost a few transactions, not
 * thousands), yet each succeeds or fails on its own, and two requests for one team never share one.
 */
@Injectable()
export class ScoreWriteService {
  private readonly combiner = new WriteCombiner<WriteRequest, TeamScoresWrite>((requests) => this.writeGroup(requests), {
    keyOf: (request) => request.ids.teamId,
    maxInFlight: WRITES_IN_FLIGHT,
    maxRequests: REQUESTS_PER_WRITE,
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamService,
    private readonly scores: ScoreRecordsService,
    private readonly annotation: ScoreAnnotationService,
  ) {}

  /**
   * Every cell of one team, then netScore, isBest and the current hole recomputed once. A submitted card
   * takes writes from the tournament admin only.
   */
  writeTeamScores(user: AuthUser, ids: ScoresQuery, cells: readonly ScoreCell[]): Promise<TeamScoresWrite> {
    return this.combiner.submit({ user, ids, cells });
  }

  /** A group whose shared transaction fails (a 500, a deadlock) is written again a request at a time. */
  private async writeGroup(requests: WriteRequest[]): Promise<Array<TeamScoresWrite | Error>> {
    try {
      return await this.writeTogether(requests);
    } catch (error) {
      if (requests.length === 1) throw error;
      const results: Array<TeamScoresWrite | Error> = [];
      for (const request of requests) results.push(await this.writeTogether([request]).then(([result]) => result!, asError));
      return results;
    }
  }

  private writeTogether(requests: readonly WriteRequest[]): Promise<Array<TeamScoresWrite | Error>> {
    return this.dataSource.transaction(async (manager) => {
      const teams = await this.teams.loadManyForScoring(requests.map((request) => request.ids.teamId), manager, { lock: true });
      const plans: Array<WritePlan | Error> = [];
      for (const request of requests) plans.push(await this.plan(manager, request, teams.get(request.ids.teamId)).catch(refusal));
      const planned = plans.filter((plan): plan is WritePlan => !(plan instanceof Error));
      const { lockedTeamIds, scoresByTeam } = await this.scores.upsertMany(planned.map(toTeamCells), manager);
      const accepted = planned.filter((plan) => !lockedTeamIds.has(plan.context.team.id));
      const annotated = new Map<WritePlan, AnnotatedScores>();
      for (const plan of accepted) annotated.set(plan, await this.annotation.annotate(manager, plan.context, scoresByTeam.get(plan.context.team.id) ?? []));
      await this.scores.saveAnnotations([...annotated.values()].flatMap(changedAnnotations), manager);
      const progress = new Map([...annotated].map(([plan, scores]) => [plan, progressOf(scores)]));
      await this.teams.setCurrentHoles([...progress.values()].filter((team) => team.moved), manager);
      return plans.map((plan) => {
        if (plan instanceof Error) return plan;
        if (lockedTeamIds.has(plan.context.team.id)) return cardSubmitted();
        return toWrite(plan, annotated.get(plan)!, progress.get(plan)!.currentHole);
      });
    });
  }

  /** Checks one request against its locked team: it exists in the tournament and the caller may score it. */
  private async plan(manager: EntityManager, request: WriteRequest, context: LockedTeam | undefined): Promise<WritePlan> {
    const { user, ids, cells } = request;
    if (!context || context.tournament.id !== ids.tournamentId) throw await this.teams.missingTeamError(ids, manager);
    await this.teams.assertMayScore(manager, user, context, FORBIDDEN);
    const onTeam = new Set(context.team.players.map((player) => player.id));
    const accepted = latestPerCell(cells.filter((cell) => onTeam.has(cell.playerId)));
    // A submitted card takes writes from the tournament admin only; a request with no cell of the team's
    // players writes nothing, so its card does not matter.
    const mayCorrectSubmitted = accepted.length === 0 || isTournamentAdmin(user, context.tournament);
    return { request, context, accepted, author: scoreAuthor(user, context.team.players), mayCorrectSubmitted };
  }
}

function toTeamCells({ context, accepted, author, mayCorrectSubmitted }: WritePlan): TeamCells {
  return { tournamentId: context.tournament.id, teamId: context.team.id, cells: accepted, author, mayCorrectSubmitted };
}

/** A request's own refusal (4xx) fails it alone; anything else fails the shared transaction. */
function refusal(error: unknown): Error {
  if (error instanceof Error && toErrorBody(error).statusCode < 500) return error;
  throw error;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The next hole in the team's order (shotgun aware) after the holes it has scored. */
function progressOf({ context, scores }: AnnotatedScores): { teamId: string; currentHole: number; moved: boolean } {
  const { team } = context;
  const { currentHole } = roundProgress(team.startingHole, new Set(scores.map((score) => score.hole)));
  return { teamId: team.id, currentHole, moved: currentHole !== team.currentHole };
}

function toWrite({ request, context, accepted }: WritePlan, annotated: AnnotatedScores, currentHole: number): TeamScoresWrite {
  const models = toScoreReadModels(context.team, annotated.scores, annotated.annotations);
  const byCell = new Map(models.map((model) => [annotationKey(model.playerId, model.hole), model]));
  const writtenHoles = new Set(accepted.map((cell) => cell.hole));
  return {
    tournamentId: request.ids.tournamentId,
    teamId: request.ids.teamId,
    results: request.cells.map((cell) => byCell.get(annotationKey(cell.playerId, cell.hole)) ?? playerNotOnTeam()),
    holeScores: models.filter((model) => writtenHoles.has(model.hole)),
    currentHole,
  };
}
