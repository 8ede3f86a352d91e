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
import { SubmittedCardRepository } from '../score/submitted-card.repository';
import { SkinsExceptionCode } from '../skins/skins.exception';
import { SkinsService } from '../skins/skins.service';
import { TeamService } from '../team/team.service';
import { assertTournamentAdmin } from '../tournament/tournament-admin';
import { TournamentService } from '../tournament/tournament.service';
import { buildAwardList, type PlacePrize } from './award-list';
import { scoringOpen } from './awards.exception';
import { type Ceremony, nextCeremony, publicReveal } from './reveal-machine';

interface CeremonyRow {
  tournament_id: string;
  place_prizes: PlacePrize[];
  scoring_closed_at: Date | null;
  phase: Ceremony['phase'];
  step: number;
  awards: Award[];
  updated_at: Date;
}

const WAITING: Omit<CeremonyRow, 'tournament_id'> = {
  place_prizes: [],
  scoring_closed_at: null,
  phase: 'waiting',
  step: 0,
  awards: [],
  updated_at: new Date(0),
};

/** The awards_ceremonies table: place prizes, when scoring closed, and the MC's reveal. */
@Injectable()
export class AwardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tournaments: TournamentService,
    private readonly leaderboard: LeaderboardService,
    private readonly contests: ContestService,
    private readonly skins: SkinsService,
    private readonly hiddenHoles: HiddenHolesService,
    private readonly cards: SubmittedCardRepository,
    private readonly teams: TeamService,
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
      await manager.query(
        `INSERT INTO awards_ceremonies (tournament_id, place_prizes) VALUES ($1, $2)
         ON CONFLICT (tournament_id) DO UPDATE SET place_prizes = excluded.place_prizes`,
        [tournamentId, JSON.stringify(input.placePrizes)],
      );
      markLiveChange(manager, { kind: 'teams', tournamentId });
      return this.settingsOf(tournamentId, manager);
    });
  }

  /** Tournament admin only: every team's card is locked (the admin can still correct a score). */
  closeScoring(tournamentId: string, user: AuthUser): Promise<CloseScoringResponse> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertAdmin(tournamentId, user, 'close scoring', manager);
      await this.teams.raiseRevisions(tournamentId, manager);
      const cardsLocked = await this.cards.lockAll(tournamentId, scoreAuthor(user, []), manager);
      await manager.query(
        `INSERT INTO awards_ceremonies (tournament_id, scoring_closed_at) VALUES ($1, now())
         ON CONFLICT (tournament_id) DO UPDATE SET scoring_closed_at = coalesce(awards_ceremonies.scoring_closed_at, now())`,
        [tournamentId],
      );
      return { ...(await this.settingsOf(tournamentId, manager)), cardsLocked };
    });
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
    return { tournamentId, awards: await this.currentAwards(tournamentId, row.place_prizes) };
  }

  /** Public: what the TV shows now (a TV that opens mid-ceremony starts from here). */
  async revealState(tournamentId: string): Promise<RevealState> {
    await this.tournaments.getEntity(tournamentId);
    const row = await this.row(tournamentId, this.dataSource.manager);
    return publicReveal(tournamentId, row, row.updated_at);
  }

  /** The MC's step (tournament admin); each one is published to the live stream once it commits. */
  async reveal(tournamentId: string, { action }: RevealInput, user: AuthUser): Promise<RevealState> {
    const awardsNow = action === 'start' ? await this.currentAwardsFor(tournamentId, user) : [];
    return this.dataSource.transaction(async (manager) => {
      await this.assertAdmin(tournamentId, user, 'run the awards reveal', manager);
      await manager.query('INSERT INTO awards_ceremonies (tournament_id) VALUES ($1) ON CONFLICT DO NOTHING', [tournamentId]);
      const row = await this.row(tournamentId, manager, true);
      if (action === 'start' && row.phase === 'waiting' && !row.scoring_closed_at) throw scoringOpen();
      const next = nextCeremony(row, action, () => awardsNow);
      if (next === row) return publicReveal(tournamentId, row, row.updated_at);
      const [{ updated_at } = { updated_at: new Date() }]: Array<{ updated_at: Date }> = await manager.query(
        `WITH moved AS (UPDATE awards_ceremonies SET phase = $2, step = $3, awards = $4, updated_at = clock_timestamp() WHERE tournament_id = $1 RETURNING updated_at)
         SELECT updated_at FROM moved`,
        [tournamentId, next.phase, next.step, JSON.stringify(next.awards)],
      );
      const state = publicReveal(tournamentId, next, updated_at);
      markLiveChange(manager, { kind: 'awards', tournamentId, state });
      // The full results are out: the hidden holes are shown again.
      if (next.phase === 'finished') {
        await this.hiddenHoles.set(tournamentId, 0, manager);
        markLiveChange(manager, { kind: 'teams', tournamentId });
      }
      return state;
    });
  }

  private async currentAwardsFor(tournamentId: string, user: AuthUser): Promise<Award[]> {
    await this.assertAdmin(tournamentId, user, 'run the awards reveal');
    const row = await this.row(tournamentId, this.dataSource.manager);
    return this.currentAwards(tournamentId, row.place_prizes);
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

  private async assertAdmin(tournamentId: string, user: AuthUser, action: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    assertTournamentAdmin(user, await this.tournaments.getEntity(tournamentId, manager), action);
  }

  private async settingsOf(tournamentId: string, manager: EntityManager): Promise<AwardsSettings> {
    const [row, hiddenHoles] = await Promise.all([this.row(tournamentId, manager), this.hiddenHoles.count(tournamentId, manager)]);
    return { tournamentId, hiddenHoles, placePrizes: row.place_prizes, scoringClosedAt: row.scoring_closed_at?.toISOString() ?? null };
  }

  private async row(tournamentId: string, manager: EntityManager, lock = false): Promise<CeremonyRow> {
    const [row]: CeremonyRow[] = await manager.query(`SELECT * FROM awards_ceremonies WHERE tournament_id = $1${lock ? ' FOR UPDATE' : ''}`, [tournamentId]);
    return row ?? { tournament_id: tournamentId, ...WAITING };
  }
}
