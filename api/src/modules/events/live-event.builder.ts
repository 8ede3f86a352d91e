import { Injectable } from '@nestjs/common';
import type { LeaderboardResponse, PublicTournament } from '@fairway/contracts';
import type { RevealState } from '@fairway/contracts/awards';
import type { AuctionEventData, CharityEventData, HoleScoresEventData, LiveEvent, TournamentEventData } from '@fairway/contracts/live-event';
import { charityProgress } from '@fairway/golf';
import { DomainException } from '../../common/errors/domain.exception';
import { AuctionSalesService } from '../auction/auction-sales.service';
import { AuctionService } from '../auction/auction.service';
import { FundANeedService } from '../auction/fund-a-need.service';
import { AwardsService } from '../awards/awards.service';
import { ContestService } from '../contest/contest.service';
import { lastHolesOf } from '../hidden-holes/hidden-holes';
import { HiddenHolesService } from '../hidden-holes/hidden-holes.service';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { ScoreService } from '../score/score.service';
import { TournamentService } from '../tournament/tournament.service';

/** An event before it has an id. */
export type UnnumberedEvent = { [T in LiveEvent['type']]: { type: T; data: Extract<LiveEvent, { type: T }>['data'] } }[LiveEvent['type']];

/** Reads what the events carry, fresh from the database. */
@Injectable()
export class LiveEventBuilder {
  constructor(
    private readonly tournaments: TournamentService,
    private readonly leaderboard: LeaderboardService,
    private readonly scorecard: ScoreService,
    private readonly contests: ContestService,
    private readonly awards: AwardsService,
    private readonly hiddenHoles: HiddenHolesService,
    private readonly auction: AuctionService,
    private readonly fundANeed: FundANeedService,
    private readonly sales: AuctionSalesService,
  ) {}

  /** The stream is one broadcast to every viewer: the tournament as everyone may read it. */
  tournament(tournamentId: string): Promise<PublicTournament | null> {
    return this.tournaments.findPublic(tournamentId);
  }

  board(tournamentId: string): Promise<LeaderboardResponse> {
    return this.leaderboard.forTournament(tournamentId);
  }

  /** Every player's score on each (team, hole) given; a team or tournament gone meanwhile is left out. */
  async holeScores(tournamentId: string, holes: ReadonlyArray<{ teamId: string; hole: number }>): Promise<HoleScoresEventData[]> {
    try {
      return (await this.scorecard.listHoles(tournamentId, holes)).map((pair) => ({ tournamentId, ...pair }));
    } catch (error) {
      if (error instanceof DomainException) return [];
      throw error;
    }
  }

  /** The hole scores the public stream may carry: none on a team's hidden last holes. */
  async publicHoleScores(
    tournamentId: string,
    holes: ReadonlyArray<{ teamId: string; hole: number }>,
    board: LeaderboardResponse,
  ): Promise<HoleScoresEventData[]> {
    const hiddenCount = await this.hiddenHoles.count(tournamentId);
    const startingHoles = new Map(board.rows.map((row) => [row.teamId, row.startingHole]));
    const visible = hiddenCount === 0 ? holes : holes.filter(({ teamId, hole }) => !lastHolesOf(startingHoles.get(teamId) ?? null, hiddenCount).has(hole));
    return this.holeScores(tournamentId, visible);
  }

  charity(tournament: PublicTournament, milestonesCrossed: number[] = []): CharityEventData {
    return {
      tournamentId: tournament.id,
      charityName: tournament.charityName,
      charityRaised: tournament.charityRaised,
      charityGoal: tournament.charityGoal,
      percent: charityProgress(tournament.charityRaised, tournament.charityGoal).percent,
      milestonesCrossed,
    };
  }

  tournamentData(tournamentId: string, tournament: PublicTournament | null): TournamentEventData {
    return { tournamentId, tournament, deleted: tournament === null };
  }

  /**
   * The event team's change, the auction items changed, the contests' leaders when the change touched them, and each
   * step of the awards reveal as it was taken.
   */
  async ceremony(
    tournamentId: string,
    change: {
      contests: boolean;
      awards: readonly RevealState[];
      team?: boolean;
      auctionItems?: ReadonlySet<string>;
      fundANeed?: boolean;
      auctionSales?: ReadonlySet<string>;
      fieldMessages?: readonly string[];
    },
  ): Promise<UnnumberedEvent[]> {
    const events: UnnumberedEvent[] = [];
    if (change.team) events.push({ type: 'event-team', data: { tournamentId } });
    if (change.auctionItems?.size || change.fundANeed) events.push({ type: 'auction', data: await this.auctionData(tournamentId, change) });
    if (change.contests) events.push({ type: 'contests', data: { tournamentId, contests: await this.contests.listForTournament(tournamentId) } });
    for (const state of change.awards) events.push({ type: 'awards', data: state });
    for (const messageId of change.fieldMessages ?? []) events.push({ type: 'field-message', data: { tournamentId, messageId } });
    return events;
  }

  /** The settings, the items that changed (everyone's view), the fund-a-need only when it changed (null: there is none now), and the sales it made. */
  private async auctionData(
    tournamentId: string,
    change: { auctionItems?: ReadonlySet<string>; fundANeed?: boolean; auctionSales?: ReadonlySet<string> },
  ): Promise<AuctionEventData> {
    const [settings, items, fundANeed, sales] = await Promise.all([
      this.auction.publicSettings(tournamentId),
      change.auctionItems?.size ? this.auction.publicItems(tournamentId, [...change.auctionItems]) : [],
      change.fundANeed ? this.fundANeed.view(tournamentId) : undefined,
      change.auctionSales?.size ? this.sales.salesOf(tournamentId, [...change.auctionSales]) : [],
    ]);
    return { tournamentId, settings, items, ...(fundANeed === undefined ? {} : { fundANeed }), sales };
  }

  /**
   * What a screen needs to be current (a gap or a too-old Last-Event-ID): tournament, charity and board, and
   * the contests and the awards reveal once there are any.
   */
  async snapshot(tournamentId: string, board?: LeaderboardResponse): Promise<UnnumberedEvent[]> {
    const tournament = await this.tournament(tournamentId);
    if (!tournament) return [{ type: 'tournament', data: this.tournamentData(tournamentId, null) }];
    // A tournament deleted meanwhile has neither (its deletion event follows).
    const gone = (error: unknown) => {
      if (error instanceof DomainException) return null;
      throw error;
    };
    const [contests, reveal] = await Promise.all([
      this.contests.listForTournament(tournamentId).catch(gone),
      this.awards.revealState(tournamentId).catch(gone),
    ]);
    return [
      { type: 'tournament', data: this.tournamentData(tournamentId, tournament) },
      { type: 'charity', data: this.charity(tournament) },
      { type: 'leaderboard', data: board ?? (await this.board(tournamentId)) },
      // A TV that opens mid-ceremony shows the contests' leaders and the award on stage at once.
      ...(contests && contests.length > 0 ? [{ type: 'contests' as const, data: { tournamentId, contests } }] : []),
      ...(reveal && reveal.phase !== 'waiting' ? [{ type: 'awards' as const, data: reveal }] : []),
    ];
  }
}
