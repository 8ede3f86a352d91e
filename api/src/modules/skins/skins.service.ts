import { Injectable } from '@nestjs/common';
import type { SkinsBoardResponse, SkinsEntrantsInput, SkinsGame, SkinsSettingsInput, SkinsSettingsResponse } from '@fairway/contracts/skins';
import {
  centsToDollars,
  computeSkins,
  dollarsToCents,
  potPerGame,
  resolveHandicapAllowances,
  type SkinsMoney,
  skinsMoney,
  type SkinsResult,
  skinsContestants,
} from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { scoringCard } from '../../common/scoring/scoring-card';
import { type LedgerChange, LedgerService } from '../fundraising/ledger/ledger.service';
import { CourseService } from '../course/course.service';
import { lastHolesOf, withoutHiddenHoles } from '../hidden-holes/hidden-holes';
import { HiddenHolesService } from '../hidden-holes/hidden-holes.service';
import { ScoreDataService } from '../score/score-data.service';
import type { TeamEntity } from '../team/team.entity';
import { TeamService } from '../team/team.service';
import { TournamentService } from '../tournament/tournament.service';
import { recordSkinsDonation, skinsDonationNote } from './skins-donation';
import { skinsNotConfigured, unknownEntrant } from './skins.exception';
import { SkinsRepository, type SkinsSettingsRow } from './skins.repository';
import { skinsPlayers } from './skins-players';

/** Players (per-player skins) or teams (team skins) by id, with the names shown. */
function entrantNames(teams: readonly TeamEntity[], unit: SkinsSettingsRow['unit']): Map<string, string> {
  if (unit === 'team') return new Map(teams.map((team) => [team.id, team.name]));
  return new Map(teams.flatMap((team) => team.players.map((player) => [player.id, player.name] as const)));
}

/**
 * The skins_settings and skins_entrants tables, and the skins board computed by libs/golf from the scores.
 * Writes run as ledger changes (the tournament locked, the raised total kept): the donated share of the
 * fees is the charity's money, recorded in the ledger with the entrants or settings it follows from.
 */
@Injectable()
export class SkinsService {
  constructor(
    private readonly repository: SkinsRepository,
    private readonly tournaments: TournamentService,
    private readonly courses: CourseService,
    private readonly teams: TeamService,
    private readonly scores: ScoreDataService,
    private readonly hiddenHoles: HiddenHolesService,
    private readonly ledger: LedgerService,
  ) {}

  async settings(tournamentId: string): Promise<SkinsSettingsResponse> {
    await this.tournaments.getEntity(tournamentId);
    const row = await this.settingsRow(tournamentId);
    const teams = await this.teams.listWithPlayers(tournamentId);
    const names = entrantNames(teams, row.unit);
    const entrantIds = await this.entrantIds(tournamentId);
    const money = this.money(row, entrantIds.length);
    return {
      tournamentId,
      basis: row.basis,
      unit: row.unit,
      carryover: row.carryover,
      validation: row.validation,
      entryFee: centsToDollars(row.entryFeeCents),
      donatedPercent: row.donatedPercent,
      entrants: entrantIds
        .filter((id) => names.has(id))
        .map((id) => ({ id, name: names.get(id)! }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      pot: centsToDollars(money.potCents),
      donated: centsToDollars(money.donatedCents),
    };
  }

  /**
   * Organisers only (event.edit). Switching between player and team skins clears the entrants (they were the other
   * kind). A change of the fee, the share or the kind moves the donated share in the ledger.
   */
  async saveSettings(tournamentId: string, input: SkinsSettingsInput, user: AuthUser): Promise<SkinsSettingsResponse> {
    await this.ledger.change(tournamentId, { user, permission: 'event.edit', action: 'set up skins' }, async (change) => {
      const { manager } = change;
      const before = await this.repository.settings(tournamentId, manager, true);
      if (before && before.unit !== input.unit) await this.repository.clearEntrants(tournamentId, manager);
      const entryFeeCents = dollarsToCents(input.entryFee);
      const { basis, unit, carryover, validation, donatedPercent } = input;
      await this.repository.saveSettings(tournamentId, { basis, unit, carryover, validation, entryFeeCents, donatedPercent }, manager);
      const moneyChanged = before && (before.entryFeeCents !== entryFeeCents || before.donatedPercent !== input.donatedPercent || before.unit !== input.unit);
      if (moneyChanged) await this.recordDonation(change, 'Skins settings changed', user.uid);
    });
    return this.settings(tournamentId);
  }

  /** Organisers and the desk (sales.record): who paid to enter, replaced as a whole; the donated share of their fees goes to the ledger. */
  async saveEntrants(tournamentId: string, { entrantIds }: SkinsEntrantsInput, user: AuthUser): Promise<SkinsSettingsResponse> {
    await this.ledger.change(tournamentId, { user, permission: 'sales.record', action: 'record skins entrants' }, async (change) => {
      const { manager } = change;
      const row = await this.settingsRow(tournamentId, manager, true);
      const names = entrantNames(await this.teams.listWithPlayers(tournamentId), row.unit);
      if (entrantIds.some((id) => !names.has(id))) throw unknownEntrant();
      await this.repository.replaceEntrants(tournamentId, entrantIds, manager);
      await this.recordDonation(change, 'Skins entrants changed', user.uid);
    });
    return this.settings(tournamentId);
  }

  /**
   * The public board leaves out each team's hidden last holes (`revealHidden`: the admin's view). Everyone
   * plays when nobody has been entered (a game without fees); otherwise the entrants only.
   */
  async board(tournamentId: string, { revealHidden = false } = {}): Promise<SkinsBoardResponse> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const row = await this.settingsRow(tournamentId);
    const [courseRating, teams, allScores, entrantIds, hiddenCount] = await Promise.all([
      this.courses.findTeeRating(tournament.courseId),
      this.teams.listWithPlayers(tournamentId),
      this.scores.strokesForTournament(tournamentId),
      this.entrantIds(tournamentId),
      revealHidden ? Promise.resolve(0) : this.hiddenHoles.count(tournamentId),
    ]);
    const holes = scoringCard(tournament.holes);
    const scores = withoutHiddenHoles(allScores, teams, hiddenCount);
    const entered = new Set(entrantIds);
    const players = skinsPlayers({
      format: tournament.format,
      holes,
      allowances: resolveHandicapAllowances(tournament.handicapAllowances),
      courseRating,
      teams,
      scores,
    });
    const hidden = new Set(teams.flatMap((team) => [...lastHolesOf(team.startingHole, hiddenCount)]));
    const bases = row.basis === 'both' ? (['gross', 'net'] as const) : [row.basis];
    const pots = potPerGame(this.money(row, entrantIds.length).potCents, bases.length);
    const games = bases.map((basis, index) => {
      const contestants = skinsContestants(players, holes, basis, row.unit).filter((contestant) => entered.size === 0 || entered.has(contestant.id));
      const settings = { basis, unit: row.unit, carryover: row.carryover, validation: row.validation, potCents: pots[index] ?? 0 };
      return toGame(basis, settings.potCents, computeSkins(contestants, holes, settings), hidden);
    });
    return { tournamentId, unit: row.unit, games };
  }

  /**
   * The money of the game, from the settings and the entrants recorded here (libs/golf's rule, which the
   * admin's preview uses too). The ledger is written from it, not read: its entry-fee entry holds the donated
   * share (recordDonation), so the raised total counts it, and the pot is what is left of the fees.
   */
  money(row: Pick<SkinsSettingsRow, 'entryFeeCents' | 'donatedPercent'>, entrants: number): SkinsMoney {
    return skinsMoney(row.entryFeeCents, entrants, row.donatedPercent);
  }

  private async settingsRow(tournamentId: string, manager?: EntityManager, lock = false): Promise<SkinsSettingsRow> {
    const row = await this.repository.settings(tournamentId, manager, lock);
    if (!row) throw skinsNotConfigured();
    return row;
  }

  private entrantIds(tournamentId: string, manager?: EntityManager): Promise<string[]> {
    return this.repository.entrantIds(tournamentId, manager);
  }

  /** The donated share of the fees as saved, into the ledger, remembering the entry that holds it. */
  private async recordDonation(change: LedgerChange, reason: string, by: string): Promise<void> {
    const tournamentId = change.tournament.id;
    const row = await this.settingsRow(tournamentId, change.manager);
    const entrants = (await this.entrantIds(tournamentId, change.manager)).length;
    const note = skinsDonationNote({ entryFeeCents: row.entryFeeCents, donatedPercent: row.donatedPercent, entrants });
    const donation = { cents: this.money(row, entrants).donatedCents, note };
    const entryId = await recordSkinsDonation(change, row.ledgerEntryId, donation, reason, by);
    if (entryId !== row.ledgerEntryId) await this.repository.setLedgerEntry(tournamentId, entryId, change.manager);
  }
}

function toGame(basis: 'gross' | 'net', potCents: number, result: SkinsResult, hidden: ReadonlySet<number>): SkinsGame {
  return {
    basis,
    pot: centsToDollars(potCents),
    holes: result.holes.map((outcome) => {
      const base = { hole: outcome.hole, winnerId: null, winnerName: null, score: null, holesWon: 0, value: 0 };
      switch (outcome.status) {
        case 'pending':
          return { ...base, status: hidden.has(outcome.hole) ? ('hidden' as const) : ('pending' as const) };
        case 'won':
          return {
            ...base,
            status: 'won' as const,
            winnerId: outcome.winnerId,
            winnerName: outcome.winnerName,
            score: outcome.score,
            holesWon: outcome.holesWon,
            value: centsToDollars(outcome.valueCents),
          };
        case 'tied':
          return { ...base, status: 'tied' as const, score: outcome.score };
        case 'not-validated':
          return { ...base, status: 'not-validated' as const, winnerId: outcome.winnerId, winnerName: outcome.winnerName, score: outcome.score };
      }
    }),
    winners: result.winners.map((winner) => ({
      id: winner.id,
      name: winner.name,
      skins: winner.skins,
      holesWon: winner.holesWon,
      value: centsToDollars(winner.valueCents),
    })),
    final: result.final,
    holesUnwon: result.holesUnwon,
  };
}
