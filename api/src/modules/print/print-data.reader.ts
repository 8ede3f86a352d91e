import { Inject, Injectable } from '@nestjs/common';
import type { Team } from '@fairway/contracts';
import { myStationPath, teamInvitePath } from '@fairway/contracts/remotes';
import { startLabel, type StartsPlan, type TeamStart } from '@fairway/contracts/starts';
import { teamStrokesLookup, type TeamRoundSettings } from '@fairway/golf';
import type { AuthUser } from '../../common/auth';
import { teamRoundSettings, toTeamInput } from '../../common/scoring/round-settings';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { ContestService } from '../contest/contest.service';
import { CourseService } from '../course/course.service';
import { SponsorService } from '../fundraising/sponsors/sponsor.service';
import { DEFAULT_PUBLIC_BASE_URL } from '../mail/mail.renderer';
import { StartsService } from '../team/starts/starts.service';
import { TeamService } from '../team/team.service';
import type { TournamentEntity } from '../tournament/tournament.entity';
import type { PrintContest, PrintData, PrintHole, PrintHoleSponsor, PrintPlayer, PrintTeam } from './print-data';

/** pdfkit draws these; a WebP logo is left off its sign rather than failing the document. */
const printableLogos = new Set(['image/png', 'image/jpeg']);

/**
 * Reads everything the morning's paper is made from through the other modules' services (never their tables),
 * for a caller already allowed `field.edit` on the tournament.
 */
@Injectable()
export class PrintDataReader {
  private readonly baseUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly courses: CourseService,
    private readonly teams: TeamService,
    private readonly starts: StartsService,
    private readonly contests: ContestService,
    private readonly sponsors: SponsorService,
  ) {
    this.baseUrl = config.PUBLIC_BASE_URL ?? DEFAULT_PUBLIC_BASE_URL;
  }

  async read(tournament: TournamentEntity, user: AuthUser): Promise<PrintData> {
    const [courseRating, teams, plan, contests, holeSponsors] = await Promise.all([
      this.courses.findTeeRating(tournament.courseId),
      this.teams.list(tournament.id, user),
      this.starts.read(tournament.id, user),
      this.readContests(tournament.id),
      this.readHoleSponsors(tournament.id),
    ]);
    const settings = teamRoundSettings(tournament, courseRating);
    return {
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      charityName: tournament.charityName,
      date: tournament.date,
      courseName: tournament.courseName,
      format: tournament.format,
      holes: printHoles(tournament, settings),
      teams: this.printTeams(tournament.id, teams, plan, settings),
      contests,
      holeSponsors,
      startMode: plan.plan?.mode ?? null,
      shotgunTimes: plan.plan?.mode === 'shotgun' ? plan.plan.shotgunTimes : [],
      startsLocked: plan.locked,
    };
  }

  /** An absolute link to a page of the product, as e-mails make them (PUBLIC_BASE_URL): paper is read away from any browser. */
  private link(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  private printTeams(tournamentId: string, teams: readonly Team[], plan: StartsPlan, settings: TeamRoundSettings): PrintTeam[] {
    const startOf = new Map(plan.plan ? plan.starts.map((start) => [start.teamId, start]) : []);
    return teams.map((team) => this.printTeam(tournamentId, team, startOf.get(team.id) ?? null, settings)).sort(byStartThenName);
  }

  private printTeam(tournamentId: string, team: Team, start: TeamStart | null, settings: TeamRoundSettings): PrintTeam {
    return {
      id: team.id,
      name: team.name,
      startLabel: start ? startLabel(start) : null,
      startHole: start?.hole ?? null,
      startSlot: start?.slot ?? null,
      wave: start?.wave ?? 1,
      teeTime: start?.teeTime ?? null,
      joinUrl: team.inviteCode ? this.link(teamInvitePath(tournamentId, team.inviteCode)) : this.link(`/tournament/${encodeURIComponent(tournamentId)}`),
      players: printPlayers(team, settings),
    };
  }

  private async readContests(tournamentId: string): Promise<PrintContest[]> {
    const contests = await this.contests.listForTournament(tournamentId);
    return contests.map((contest) => ({
      id: contest.id,
      hole: contest.hole,
      title: contest.title,
      prize: contest.prize,
      stationUrl: this.link(myStationPath(tournamentId, contest.id)),
    }));
  }

  private async readHoleSponsors(tournamentId: string): Promise<PrintHoleSponsor[]> {
    const holes = await this.sponsors.holes(tournamentId);
    const logos = new Map<string, Promise<PrintHoleSponsor['logo']>>();
    const logoOf = (sponsorId: string) => logos.get(sponsorId) ?? logos.set(sponsorId, this.readLogo(tournamentId, sponsorId)).get(sponsorId)!;
    const taken = holes.flatMap(({ hole, sponsor }) => (sponsor ? [{ hole, sponsor }] : []));
    return Promise.all(
      taken.map(async ({ hole, sponsor }) => ({ hole, sponsorName: sponsor.name, logo: sponsor.logoUrl ? await logoOf(sponsor.id) : null, message: null })),
    );
  }

  /** The uploaded logo's bytes; null for none, a linked (not uploaded) logo or a type pdfkit cannot draw. */
  private async readLogo(tournamentId: string, sponsorId: string): Promise<PrintHoleSponsor['logo']> {
    const logo = await this.sponsors.logo(tournamentId, sponsorId).catch(() => null);
    return logo && printableLogos.has(logo.type) ? { bytes: logo.bytes, mimeType: logo.type } : null;
  }
}

/** The card the scorecard prints: the scoring card's pars and stroke indexes, with the course's yardage where known. */
function printHoles(tournament: TournamentEntity, settings: TeamRoundSettings): PrintHole[] {
  const yardage = new Map((tournament.holes ?? []).map((hole) => [hole.number, hole.yardage]));
  return [...settings.holes]
    .sort((a, b) => a.number - b.number)
    .map((hole) => ({ number: hole.number, par: hole.par, yardage: yardage.get(hole.number) ?? 0, strokeIndex: hole.handicap }));
}

function printPlayers(team: Team, settings: TeamRoundSettings): PrintPlayer[] {
  const strokesOn = teamStrokesLookup(toTeamInput({ ...team, startingHole: team.startingHole ?? null }), settings);
  const holes = [...settings.holes].sort((a, b) => a.number - b.number);
  return team.players.map((player) => ({
    id: player.id,
    name: player.name,
    handicap: player.handicap,
    strokesByHole: holes.map((hole) => strokesOn(player.id, hole.handicap)),
    checkedIn: player.checkedIn,
  }));
}

/** Starting order (wave, hole, A before B, tee time), then teams without a start by name. */
function byStartThenName(a: PrintTeam, b: PrintTeam): number {
  if (a.startHole === null || b.startHole === null) return Number(a.startHole === null) - Number(b.startHole === null) || a.name.localeCompare(b.name);
  return (
    a.wave - b.wave ||
    (a.teeTime ?? '').localeCompare(b.teeTime ?? '') ||
    a.startHole - b.startHole ||
    (a.startSlot ?? '').localeCompare(b.startSlot ?? '') ||
    a.name.localeCompare(b.name)
  );
}
