import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type LeaderboardResponse, limits } from '@fairway/contracts';
import type { Award, AwardsResponse, AwardsSettings, AwardsSettingsInput, CloseScoringResponse, RevealInput, RevealState } from '@fairway/contracts/awards';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { DomainException } from '../../common/errors/domain.exception';
import { ContestService } from '../contest/contest.service';
import { HiddenHolesService } from '../hidden-holes/hidden-holes.service';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { scoreAuthor } from '../score/score-author';
import { ScoreDataService } from '../score/score-data.service';
import { SkinsExceptionCode } from '../skins/skins.exception';
import { SkinsService } from '../skins/skins.service';
import { TeamService } from '../team/team.service';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { buildAwardList, type PlacePrize } from './award-list';
import { AwardsRepository, type CeremonyRow } from './awards.repository';
import { scoringOpen } from './awards.exception';
import { nextCeremony, publicReveal } from './reveal-machine';
import { ScoringClosedListeners } from './scoring-closed-listeners';

const WAITING: Omit<CeremonyRow, 'tournamentId'> = {
  placePrizes: [],
  scoringClosedAt: null,
  phase: 'waiting',
  step: 0,
  awards: [],
  updatedAt: new Date(0),
};

/** Place prizes, closing scoring, hidden holes, the award list and the MC's reveal. */
@Injectable()
export class AwardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AwardsRepository,
    private readonly tournaments: TournamentService,
    private readonly leaderboard: LeaderboardService,
    private readonly contests: ContestService,
    private readonly skins: SkinsService,
    private readonly hiddenHoles: HiddenHolesService,
    private readonly scores: ScoreDataService,
    private readonly access: EventAccessService,
    private readonly teams: TeamService,
    private readonly scoringClosed: ScoringClosedListeners,
  ) {}

  async settings(tournamentId: string, user: AuthUser): Promise<AwardsSettings> {
    await this.assertAdmin(tournamentId, user, 'see the awards settings');
    return this.settingsOf(tournamentId, this.dataSource.manager);
  }

  /** Tournament admin only. Hiding holes (or showing them again) rebuilds the public board at once. */
  saveSettings(tournamentId: string, input: AwardsSettingsInput, user: AuthUser): Promise<AwardsSettings> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertAdmin(tournamentId, user, 'change the awards settings', manager);
      await this.hiddenHoles.set(tournamentId, input.hiddenHoles, manager);
      await this.repository.savePlacePrizes(tournamentId, input.placePrizes, manager);
      markLiveChange(manager, { kind: 'teams', tournamentId });
      return this.settingsOf(tournamentId, manager);
    });
  }

  /** Tournament admin only: every team's card is locked (the admin can still correct a score). */
  async closeScoring(tournamentId: string, user: AuthUser): Promise<CloseScoringResponse> {
    const closed = await this.dataSource.transaction(async (manager) => {
      await this.assertAdmin(tournamentId, user, 'close scoring', manager);
      await this.teams.raiseRevisions(tournamentId, manager);
      const cardsLocked = await this.scores.lockAllCards(tournamentId, scoreAuthor(user, []), manager);
      await this.repository.closeScoring(tournamentId, manager);
      return { ...(await this.settingsOf(tournamentId, manager)), cardsLocked };
    });
    await this.scoringClosed.tell({ tournamentId, by: user, resultsPublic: closed.hiddenHoles === 0 });
    return closed;
  }

  /** When scoring was closed (null while open): for the modules that act on the final results. */
  async scoringClosedAt(tournamentId: string): Promise<Date | null> {
    return (await this.row(tournamentId, this.dataSource.manager)).scoringClosedAt;
  }

  /**
   * Tournaments whose scoring closed in the last `hours` (more than a minute ago) with results everyone may know (no
   * holes hidden for the ceremony): a listener that missed its turn (its process stopped) catches up with these.
   */
  async closedWithPublicResults(hours: number): Promise<string[]> {
    const closed = await this.repository.closedAWhileAgo(hours);
    const hidden = await Promise.all(closed.map((tournamentId) => this.hiddenHoles.count(tournamentId)));
    return closed.filter((_, index) => hidden[index] === 0);
  }

  /** The award list on the full board (hidden holes counted), as the results e-mail names the winners. */
  async finalAwards(tournamentId: string): Promise<Award[]> {
    const row = await this.row(tournamentId, this.dataSource.manager);
    return this.currentAwards(tournamentId, row.placePrizes);
  }

  /** The admin's full board: hidden holes included. */
  async fullBoard(tournamentId: string, user: AuthUser): Promise<LeaderboardResponse> {
    await this.assertAdmin(tournamentId, user, 'see the hidden holes');
    return this.leaderboard.forTournament(tournamentId, { revealHidden: true });
  }

  /** The award list as it stands now (tournament admin: it names the winners before the ceremony). */
  async awards(tournamentId: string, user: AuthUser): Promise<AwardsResponse> {
    await this.assertAdmin(tournamentId, user, 'see the awards before the ceremony');
    const row = await this.row(tournamentId, this.dataSource.manager);
    return { tournamentId, awards: await this.currentAwards(tournamentId, row.placePrizes) };
  }

  /** Public: what the TV shows now (a TV that opens mid-ceremony starts from here). */
  async revealState(tournamentId: string): Promise<RevealState> {
    await this.tournaments.getEntity(tournamentId);
    const row = await this.row(tournamentId, this.dataSource.manager);
    return publicReveal(tournamentId, row, row.updatedAt);
  }

  /** The MC's step (tournament admin); each one is published to the live stream once it commits. */
  async reveal(tournamentId: string, { action }: RevealInput, user: AuthUser): Promise<RevealState> {
    const awardsNow = action === 'start' ? await this.currentAwardsFor(tournamentId, user) : [];
    const state = await this.dataSource.transaction(async (manager) => {
      await this.assertAdmin(tournamentId, user, 'run the awards reveal', manager);
      await this.repository.ensureCeremony(tournamentId, manager);
      const row = await this.row(tournamentId, manager, true);
      if (action === 'start' && row.phase === 'waiting' && !row.scoringClosedAt) throw scoringOpen();
      const next = nextCeremony(row, action, () => awardsNow);
      if (next === row) return publicReveal(tournamentId, row, row.updatedAt);
      const updatedAt = (await this.repository.moveCeremony(tournamentId, next, manager)) ?? new Date();
      const state = publicReveal(tournamentId, next, updatedAt);
      markLiveChange(manager, { kind: 'awards', tournamentId, state });
      // The full results are out: the hidden holes are shown again.
      if (next.phase === 'finished') {
        await this.hiddenHoles.set(tournamentId, 0, manager);
        markLiveChange(manager, { kind: 'teams', tournamentId });
      }
      return state;
    });
    // The results held back for the ceremony are out now.
    if (action === 'finish' && state.phase === 'finished') await this.scoringClosed.tell({ tournamentId, by: user, resultsPublic: true });
    return state;
  }

  private async currentAwardsFor(tournamentId: string, user: AuthUser): Promise<Award[]> {
    await this.assertAdmin(tournamentId, user, 'run the awards reveal');
    const row = await this.row(tournamentId, this.dataSource.manager);
    return this.currentAwards(tournamentId, row.placePrizes);
  }

  private async currentAwards(tournamentId: string, placePrizes: readonly PlacePrize[]): Promise<Award[]> {
    const [board, contests, skins] = await Promise.all([
      this.leaderboard.forTournament(tournamentId, { revealHidden: true }),
      this.contests.listForTournament(tournamentId),
      this.skins.board(tournamentId, { revealHidden: true }).catch((error: unknown) => {
        if (error instanceof DomainException && error.code === SkinsExceptionCode.NotConfigured) return null;
        throw error;
      }),
    ]);
    return buildAwardList({ board, placePrizes, places: limits.awards.places, contests, skins });
  }

  /** The awards are the organisers' (event.edit): their settings, the list before the ceremony and the reveal. */
  private async assertAdmin(tournamentId: string, user: AuthUser, action: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId, manager), 'event.edit', action, manager);
  }

  private async settingsOf(tournamentId: string, manager: EntityManager): Promise<AwardsSettings> {
    const [row, hiddenHoles] = await Promise.all([this.row(tournamentId, manager), this.hiddenHoles.count(tournamentId, manager)]);
    return { tournamentId, hiddenHoles, placePrizes: row.placePrizes, scoringClosedAt: row.scoringClosedAt?.toISOString() ?? null };
  }

  private async row(tournamentId: string, manager: EntityManager, lock = false): Promise<CeremonyRow> {
    return (await this.repository.ceremony(tournamentId, manager, lock)) ?? { tournamentId, ...WAITING };
  }
}
