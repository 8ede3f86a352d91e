import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { messages, type ScoreReadModel, type ScoresQuery } from '@fairway/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { WriteCombiner } from '../../common/batching/write-combiner';
import { DatabaseBusyException, isDatabaseOutage } from '../../common/errors/database-unavailable';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { toErrorBody } from '../../common/errors/error-body';
import { Metrics } from '../../common/observability/metrics';
import { annotationKey } from '../../common/scoring/annotate-team';
import { type ScoreAuthor, type ScoreCell, ScoreRepository, type TeamScoresRead } from './score.repository';
import type { ScoreEntity } from './score.entity';
import { EventAccessService } from '../event-team/event-access.service';
import { TeamService } from '../team/team.service';
import { ScoreAnnotationService } from './score-annotation.service';
import { latestPerCell, scoreAuthor } from './score-author';
import { type ScoringContext, ScoreWriteReader } from './score-write.reader';
import { draftChange, holeScoresAfter, type ScoreDraft, scoresAfter } from './score-draft';
import { cardSubmitted, playerNotOnTeam, type ScoreException } from './score.exception';

/** What one write of a team's scores did: the answer of POST /api/scores and of each team in a batch. */
export interface TeamScoresWrite {
  tournamentId: string;
  teamId: string;
  /** One per cell sent, in order: the saved score, or why that cell was refused. */
  results: Array<ScoreReadModel | ScoreException>;
  /** Every score of the team on the holes written (isBest may have moved to another player). */
  holeScores: ScoreReadModel[];
  currentHole: number;
}

interface WriteRequest {
  user: AuthUser;
  ids: ScoresQuery;
  cells: readonly ScoreCell[];
}

/** A request checked against its team as read: the cells it writes (one per player and hole) and who writes them. */
interface WritePlan {
  request: WriteRequest;
  context: ScoringContext;
  read: TeamScoresRead;
  accepted: ScoreCell[];
  author: ScoreAuthor;
}

/** The team changed between the read and the write (a roster edit, a card submitted): read it again. */
const CHANGED_MEANWHILE = Symbol('changed meanwhile');
type Outcome = TeamScoresWrite | Error | typeof CHANGED_MEANWHILE;

// One shared write at a time (classic group commit): on a busy API the next one gathers every request that
// arrived meanwhile, which costs far less than one write each; on a quiet API a request still starts at once.
const WRITES_IN_FLIGHT = 1;
const REQUESTS_PER_WRITE = 64;
// Reads without a lock before the team is written under its row lock, which cannot miss.
const UNLOCKED_ATTEMPTS = 3;

/**
 * The one write path of scores. Requests that arrive while a write is busy share the next one (group
 * commit: a field's phones flushing their queues together cost a few round trips, not thousands), yet
 * each succeeds or fails on its own, and two requests for one team never share one. A write reads its
 * teams without a lock and writes them in one statement only if nothing changed them meanwhile (two round
 * trips; see teamClaims); a team that changed is read again.
 */
@Injectable()
export class ScoreWriteService {
  private readonly combiner: WriteCombiner<WriteRequest, TeamScoresWrite>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamService,
    private readonly scores: ScoreRepository,
    private readonly annotation: ScoreAnnotationService,
    private readonly reader: ScoreWriteReader,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly access: EventAccessService,
  ) {
    this.combiner = new WriteCombiner((requests) => this.writeGroup(requests), {
      keyOf: (request) => request.ids.teamId,
      maxInFlight: WRITES_IN_FLIGHT,
      maxRequests: REQUESTS_PER_WRITE,
      // Behind a stuck write (a stalled database) a request answers 503 instead of waiting its turn.
      maxWaitMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      waitedTooLong: () => new DatabaseBusyException(),
    });
  }

  /**
   * Every cell of one team, then netScore, isBest and the current hole recomputed once. A submitted card
   * takes writes from the tournament admin only.
   */
  writeTeamScores(user: AuthUser, ids: ScoresQuery, cells: readonly ScoreCell[]): Promise<TeamScoresWrite> {
    return this.combiner.submit({ user, ids, cells });
  }

  /** A group whose shared write fails (a 500, a deadlock) is written again a request at a time. */
  private async writeGroup(requests: WriteRequest[]): Promise<Array<TeamScoresWrite | Error>> {
    this.metrics.scoreWriteGroupSize.observe(requests.length);
    try {
      return await this.writeTogether(requests);
    } catch (error) {
      // One at a time would only multiply the wait when the database itself is the trouble.
      if (requests.length === 1 || isDatabaseOutage(error)) throw error;
      const results: Array<TeamScoresWrite | Error> = [];
      for (const request of requests) {
        const previous = results.at(-1);
        const outage = previous instanceof Error && isDatabaseOutage(previous);
        results.push(outage ? previous : await this.writeTogether([request]).then(([result]) => result!, asError));
      }
      return results;
    }
  }

  private async writeTogether(requests: readonly WriteRequest[]): Promise<Array<TeamScoresWrite | Error>> {
    const results: Array<TeamScoresWrite | Error> = [];
    let waiting = requests.map((_, index) => index);
    for (let attempt = 1; waiting.length > 0; attempt += 1) {
      const batch = waiting.map((index) => requests[index]!);
      const outcomes =
        attempt <= UNLOCKED_ATTEMPTS
          ? await this.attempt(batch, this.dataSource.manager, { lock: false })
          : await this.dataSource.transaction((manager) => this.attempt(batch, manager, { lock: true }));
      waiting = waiting.filter((index, n) => {
        const outcome = outcomes[n]!;
        if (outcome === CHANGED_MEANWHILE) return true;
        results[index] = outcome;
        return false;
      });
    }
    return results;
  }

  /** Reads the requests' teams (locked, on the last attempt), checks and annotates each, writes them in one statement. */
  private async attempt(requests: readonly WriteRequest[], manager: EntityManager, { lock }: { lock: boolean }): Promise<Outcome[]> {
    const { contexts, reads } = await this.reader.read(manager, requests, { lock });
    const plans: Array<WritePlan | Error> = [];
    for (const request of requests)
      plans.push(await this.plan(manager, request, contexts.get(request.ids.teamId), reads.get(request.ids.teamId)).catch(refusal));
    const drafts = new Map<WritePlan, ScoreDraft>();
    for (const plan of plans) if (!(plan instanceof Error)) drafts.set(plan, await this.draft(manager, plan));
    const changes = [...drafts.values()].flatMap((draft) => (draft.change ? [draft.change] : []));
    const { claimedTeamIds, written } = await this.scores.writeClaimed(changes, manager);
    return plans.map((plan) => {
      if (plan instanceof Error) return plan;
      const draft = drafts.get(plan)!;
      if (draft.change && !claimedTeamIds.has(draft.change.teamId)) return CHANGED_MEANWHILE;
      return toWrite(plan, draft, written);
    });
  }

  /** Checks one request against its team: it exists in the tournament, the caller may score it, its card is open to them. */
  private async plan(manager: EntityManager, request: WriteRequest, context: ScoringContext | undefined, read: TeamScoresRead | undefined): Promise<WritePlan> {
    const { user, ids, cells } = request;
    if (!context || !read || context.tournament.id !== ids.tournamentId) throw await this.teams.missingTeamError(ids, manager);
    await this.teams.assertMayScore(manager, user, context, messages.score.postForbidden);
    const onTeam = new Set(context.team.players.map((player) => player.id));
    const accepted = latestPerCell(cells.filter((cell) => onTeam.has(cell.playerId)));
    // A request with no cell of the team's players writes nothing, so its card does not matter.
    if (read.submitted && accepted.length > 0 && !(await this.access.can(user, context.tournament, 'scores.anyTeam', manager))) throw cardSubmitted();
    return { request, context, read, accepted, author: scoreAuthor(user, context.team.players) };
  }

  private async draft(manager: EntityManager, plan: WritePlan): Promise<ScoreDraft> {
    const annotated = await this.annotation.annotate(manager, plan.context, scoresAfter(plan.read, plan.accepted));
    return draftChange(plan, annotated);
  }
}

/** A request's own refusal (4xx) fails it alone; anything else fails the shared write. */
function refusal(error: unknown): Error {
  if (error instanceof Error && toErrorBody(error).statusCode < 500) return error;
  throw error;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function toWrite({ request, accepted }: WritePlan, draft: ScoreDraft, written: readonly ScoreEntity[]): TeamScoresWrite {
  const models = holeScoresAfter(draft, written);
  const byCell = new Map(models.map((model) => [annotationKey(model.playerId, model.hole), model]));
  const writtenHoles = new Set(accepted.map((cell) => cell.hole));
  return {
    tournamentId: request.ids.tournamentId,
    teamId: request.ids.teamId,
    results: request.cells.map((cell) => byCell.get(annotationKey(cell.playerId, cell.hole)) ?? playerNotOnTeam()),
    holeScores: models.filter((model) => writtenHoles.has(model.hole)),
    currentHole: draft.currentHole,
  };
}
