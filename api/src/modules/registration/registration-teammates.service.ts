import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { TeammateDetails, TeammateForm } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { sameEmail } from '@fairway/contracts/tournament-admin';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { JoinChecks, type JoinerFields, type Joining } from '../team/join-checks';
import { TeamService } from '../team/team.service';
import { checkAnswers } from './answers';
import { checkPlayer, type PlayerRecord } from './order';
import { handicapOf } from './registration-fulfilment.service';
import { toQuestion } from './registration.mapper';
import { registrationConflict, registrationIssues, registrationNotFound } from './registration.exception';
import { type RegistrationRow, RegistrationRepository } from './registration.repository';
import { type SettingsRow, RegistrationSettingsRepository } from './registration-settings.repository';

interface Asked {
  settings: SettingsRow;
  waiver: { version: number; text: string } | null;
}

/** The caller's record: the one they filled in (their account), else the one the captain named with their e-mail. */
function ownIndex(players: readonly PlayerRecord[], user: AuthUser): number {
  const byAccount = players.findIndex((player) => player.uid === user.uid);
  return byAccount >= 0 ? byAccount : players.findIndex((player) => !player.uid && Boolean(user.email) && sameEmail(player.email, user.email));
}

const nameOf = (user: AuthUser) => user.displayName?.trim() || user.email?.split('@')[0]?.trim() || 'Player';

/**
 * A teammate named later: joining a team registered online with per-player questions or a waiver asks them of
 * the joiner (checked by `checkPlayer`, the checkout's own rule), and stores the answers and acceptance with the
 * registration, where the organiser's list and CSV read them. Only the player and the organiser read them back.
 */
@Injectable()
export class RegistrationTeammatesService implements OnModuleInit {
  constructor(
    private readonly joinChecks: JoinChecks,
    private readonly teams: TeamService,
    private readonly registrations: RegistrationRepository,
    private readonly settings: RegistrationSettingsRepository,
  ) {}

  onModuleInit(): void {
    this.joinChecks.register((manager, joining, details) => this.check(manager, joining, details));
  }

  /** What joining the team with that code asks of the caller, and what they gave already. */
  async form(inviteCode: string, user: AuthUser): Promise<TeammateForm> {
    const team = await this.teams.byInviteCode(inviteCode);
    const row = team && (await this.registrations.paidByTeam(team.id));
    if (!team || !row) throw registrationNotFound(text.teammateNotRegistered);
    const asked = await this.asked(row.tournament_id);
    const own = row.players[ownIndex(row.players, user)] ?? null;
    return {
      tournamentId: row.tournament_id,
      teamName: row.team_name ?? team.name,
      playerQuestions: asked.settings.player_questions.map(toQuestion),
      waiver: asked.waiver,
      own: own && { name: own.name, answers: own.answers, waiver: own.waiver },
      detailsNeeded: this.needsDetails(asked, own),
    };
  }

  private async asked(tournamentId: string, manager?: EntityManager): Promise<Asked> {
    const [settings, waiver] = await Promise.all([this.settings.settingsOrDefault(tournamentId, manager), this.settings.waiver(tournamentId, manager)]);
    return { settings, waiver: waiver.current && { version: waiver.current.version, text: waiver.current.text } };
  }

  private needsDetails(asked: Asked, own: PlayerRecord | null): boolean {
    const questions = asked.settings.player_questions;
    if (questions.length === 0 && !asked.waiver) return false;
    if (!own) return true;
    const waiverMissing = asked.waiver !== null && own.waiver?.version !== asked.waiver.version;
    return waiverMissing || checkAnswers(questions, own.answers, 'answers').issues.length > 0;
  }

  /** Inside the join's transaction: refuses a joiner without the required answers or the current waiver. */
  private async check(manager: EntityManager, joining: Joining, details: TeammateDetails | undefined): Promise<JoinerFields | null> {
    const row = await this.registrations.paidByTeam(joining.teamId, manager);
    if (!row) return null;
    const asked = await this.asked(row.tournament_id, manager);
    const index = ownIndex(row.players, joining.user);
    const own = row.players[index] ?? null;
    if (!details && !this.needsDetails(asked, own)) return null;
    const record = this.checked(asked, joining.user, own, details);
    await this.registrations.setPlayers(row.id, this.withRecord(row, index, record), manager);
    const handicap = handicapOf(record, asked.settings);
    return { ...(details?.name ? { name: details.name } : {}), ...(handicap === null ? {} : { handicap }) };
  }

  private checked(asked: Asked, user: AuthUser, own: PlayerRecord | null, details: TeammateDetails | undefined): PlayerRecord {
    const given = details ?? { name: null, answers: {}, waiverAccepted: false, waiverVersion: null };
    const player = {
      name: given.name ?? own?.name ?? nameOf(user),
      email: own?.email ?? user.email,
      answers: given.answers,
      waiverAccepted: given.waiverAccepted,
    };
    const context = { playerQuestions: asked.settings.player_questions, waiverVersion: asked.waiver?.version ?? null };
    const { record, issues } = checkPlayer(player, 'details', context, new Date().toISOString(), text.teammateWaiverNotAccepted);
    if (issues.length > 0) throw registrationIssues(issues);
    if (asked.waiver && given.waiverVersion !== asked.waiver.version) throw registrationConflict(text.waiverVersionStale, 'details.waiverVersion');
    return { ...record, uid: user.uid };
  }

  private withRecord(row: RegistrationRow, index: number, record: PlayerRecord): PlayerRecord[] {
    return index >= 0 ? row.players.map((player, at) => (at === index ? record : player)) : [...row.players, record];
  }
}
