// One small event per attack, written straight to the database: a tournament with two foursomes, each
// with a player linked to a real (emulator) account, a second player and a score.
import { randomUUID } from 'node:crypto';
import type { EventRole } from '@fairway/contracts/event-team';
import { DataSource } from 'typeorm';
import { newStationToken, stationTokenHash } from '../../../src/modules/contest/station-token';
import type { Fixtures } from '../../support/fixtures';
import { auctionSnapshot } from './auction-attack-world';
import { buildFundraisingWorld, type FundraisingWorld, fundraisingSnapshot } from './fundraising-world';
import { buildRegistrationWorld, type RegistrationAttackWorld, registrationSnapshot } from './registration-attack-world';
import { signUpTestUser, type TestUser } from '../../support/test-users';

/**
 * The event team's roles on the world's tournament (rows of event_members written by the world), a volunteer whose
 * row was revoked, and a co-organiser of another tournament.
 */
export type TeamRole = 'coOrganiser' | 'checkInDesk' | 'auctionDesk' | 'contestVolunteer' | 'scorer' | 'revokedDesk' | 'otherEventOrganiser';
export const teamRoles: readonly TeamRole[] = ['coOrganiser', 'checkInDesk', 'auctionDesk', 'contestVolunteer', 'scorer', 'revokedDesk', 'otherEventOrganiser'];
/** The role each team account holds on the world's tournament (null: none there). */
export const eventRoleOf: Readonly<Record<TeamRole, EventRole | null>> = {
  coOrganiser: 'co-organiser',
  checkInDesk: 'check-in',
  auctionDesk: 'auction',
  contestVolunteer: 'contest',
  scorer: 'scorer',
  revokedDesk: null,
  otherEventOrganiser: null,
};

/** Callers with an account (or none: a visitor). */
export type AccountRole = 'visitor' | 'stranger' | 'otherMember' | 'member' | 'admin' | TeamRole;
/** Volunteers without an account, holding the world contest's station link, another contest's, or a revoked one. */
export type StationRole = 'station' | 'otherStation' | 'revokedStation';
export type Role = AccountRole | StationRole;
export const roles: readonly Role[] = ['visitor', 'stranger', 'otherMember', 'member', 'admin', ...teamRoles, 'station', 'otherStation', 'revokedStation'];
export const isStationRole = (role: Role): role is StationRole => role === 'station' || role === 'otherStation' || role === 'revokedStation';

export type Cast = Record<Exclude<AccountRole, 'visitor'>, TestUser>;

export interface AttackWorld {
  tournamentId: string;
  /** The team the `member` plays on, its players (member first) and its invite code. */
  team: { id: string; inviteCode: string; playerIds: [string, string] };
  /** The team the `otherMember` plays on. */
  otherTeam: { id: string; inviteCode: string; playerIds: [string, string] };
  /** The tournament's money: entries, sponsors, add-ons and pledges to act on. */
  fundraising: FundraisingWorld;
  /** Its registration: a team entry for sale, an unused product and promo code, a paid walk-up, a waitlisted and an offered registration. */
  registration: RegistrationAttackWorld;
  /** A closest-to-the-pin contest open to players' own entries, with the member's unverified entry. */
  contest: { id: string; stationId: string; entryId: string };
  /** Station tokens: the contest's, another contest's, and a revoked one of the contest. */
  stationTokens: Record<StationRole, string>;
}

const castNames = ['stranger', 'otherMember', 'member', 'admin', ...teamRoles] as const;

/** A new account for one part of the cast (its old one signed out everywhere). */
export function signUpCastMember(name: keyof Cast): Promise<TestUser> {
  return signUpTestUser(`atk-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);
}

export async function signUpCast(): Promise<Cast> {
  const users = await Promise.all(castNames.map(signUpCastMember));
  return Object.fromEntries(castNames.map((name, index) => [name, users[index]!])) as Cast;
}

export async function buildWorld(fx: Fixtures, cast: Cast): Promise<AttackWorld> {
  const tournament = await fx.tournament({ adminUserId: cast.admin.uid });
  const foursome = async (player: TestUser, name: string) => {
    const team = await fx.team(tournament.id, [
      { name, email: player.email, userId: player.uid, handicap: 10 },
      { name: `${name}'s partner`, email: `partner-${player.uid.toLowerCase()}@example.com`, handicap: 20 },
    ]);
    const [first, second] = [...team.players].sort((a, b) => a.position - b.position);
    await fx.dataSource.query('INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score) VALUES ($1, $2, $3, 1, 4, 3.5)', [
      tournament.id,
      team.id,
      first!.id,
    ]);
    return { id: team.id, inviteCode: team.inviteCode, playerIds: [first!.id, second!.id] as [string, string] };
  };
  // Independent parts side by side: the role matrix builds hundreds of worlds, each a chain of round trips.
  const [team, otherTeam] = await Promise.all([foursome(cast.member, 'Mia Member'), foursome(cast.otherMember, 'Otto Other')]);
  const [fundraising, registration, ceremonyWorld] = await Promise.all([
    buildFundraisingWorld(fx.dataSource, { tournamentId: tournament.id, teamId: team.id, playerId: team.playerIds[1] }),
    buildRegistrationWorld(fx.dataSource, tournament.id),
    ceremony(fx.dataSource, tournament.id, team),
  ]);
  await eventTeam(fx, cast, tournament.id, ceremonyWorld.contest.id);
  return { tournamentId: tournament.id, team, otherTeam, fundraising, registration, ...ceremonyWorld };
}

/**
 * The event team as accepted invitations leave it: each team account's row on the world's tournament (the contest
 * volunteer holding the world's contest), the revoked desk's row revoked, and a co-organiser of another tournament.
 */
async function eventTeam(fx: Fixtures, cast: Cast, tournamentId: string, contestId: string): Promise<void> {
  const member = (tournament: string, user: TestUser, role: EventRole, { contestIds = [] as string[], revoked = false } = {}) =>
    fx.dataSource.query(
      `INSERT INTO event_members (tournament_id, role, status, user_id, email, display_name, contest_ids, invited_by, accepted_at, revoked_at, revoked_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, $10)`,
      [
        tournament,
        role,
        revoked ? 'revoked' : 'active',
        user.uid,
        user.email,
        null,
        contestIds,
        cast.admin.uid,
        revoked ? new Date() : null,
        revoked ? cast.admin.uid : null,
      ],
    );
  const elsewhere = async () => member((await fx.tournament({ adminUserId: cast.admin.uid })).id, cast.otherEventOrganiser, 'co-organiser');
  await Promise.all([
    ...teamRoles.map((role) => {
      const eventRole = eventRoleOf[role];
      return eventRole && eventRole !== 'owner'
        ? member(tournamentId, cast[role], eventRole, { contestIds: role === 'contestVolunteer' ? [contestId] : [] })
        : null;
    }),
    member(tournamentId, cast.revokedDesk, 'check-in', { revoked: true }),
    elsewhere(),
  ]);
}

/** Contests with station links and an entry, skins set up and scoring marked closed (no card locked). */
async function ceremony(dataSource: DataSource, tournamentId: string, team: AttackWorld['team']) {
  const contest = async (hole: number) => {
    const [row]: Array<{ id: string }> = await dataSource.query(
      `INSERT INTO contests (tournament_id, hole, kind, divisions, competitor, player_entries_allowed)
       VALUES ($1, $2, 'closest-to-pin', '{Open}', 'individual', true) RETURNING id`,
      [tournamentId, hole],
    );
    return row!.id;
  };
  const station = async (contestId: string, revoked = false) => {
    const token = newStationToken();
    const [row]: Array<{ id: string }> = await dataSource.query(
      `INSERT INTO contest_stations (contest_id, token_hash, label, revoked_at) VALUES ($1, $2, 'Volunteer', $3) RETURNING id`,
      [contestId, stationTokenHash(token), revoked ? new Date() : null],
    );
    return { id: row!.id, token };
  };
  const [contestId, otherContestId] = await Promise.all([contest(7), contest(8)]);
  const entryId = randomUUID();
  const [live, other, revoked] = await Promise.all([
    station(contestId),
    station(otherContestId),
    station(contestId, true),
    dataSource.query(
      `INSERT INTO contest_entries (id, contest_id, team_id, player_id, division, feet, inches, source, verified) VALUES ($1, $2, $3, $4, 'Open', 6, 1, 'player', false)`,
      [entryId, contestId, team.id, team.playerIds[0]],
    ),
    dataSource.query(
      `INSERT INTO skins_settings (tournament_id, basis, unit, carryover, validation, entry_fee_cents, donated_percent) VALUES ($1, 'gross', 'player', true, 'none', 1000, 10)`,
      [tournamentId],
    ),
    dataSource.query('INSERT INTO awards_ceremonies (tournament_id, scoring_closed_at) VALUES ($1, now())', [tournamentId]),
  ]);
  return {
    contest: { id: contestId, stationId: live.id, entryId },
    stationTokens: { station: live.token, otherStation: other.token, revokedStation: revoked.token },
  };
}

/**
 * Everything stored about the world's tournament (its row, teams, players, scores, money,
 * contests, skins, awards, match pairings and starting positions, every column), so
 * a refused write can be proven to have changed nothing.
 */
export async function snapshot(dataSource: DataSource, tournamentId: string): Promise<string> {
  const [tournament, teams, players, scores, fundraising, registration, auction] = await Promise.all([
    dataSource.query('SELECT * FROM tournaments WHERE id = $1', [tournamentId]),
    dataSource.query('SELECT * FROM teams WHERE tournament_id = $1 ORDER BY id', [tournamentId]),
    dataSource.query('SELECT p.* FROM players p JOIN teams t ON t.id = p.team_id WHERE t.tournament_id = $1 ORDER BY p.id', [tournamentId]),
    dataSource.query('SELECT * FROM scores WHERE tournament_id = $1 ORDER BY id', [tournamentId]),
    fundraisingSnapshot(dataSource, tournamentId),
    registrationSnapshot(dataSource, tournamentId),
    auctionSnapshot(dataSource, tournamentId),
  ]);
  const inContests = (table: string) =>
    dataSource.query(`SELECT x.* FROM ${table} x JOIN contests c ON c.id = x.contest_id WHERE c.tournament_id = $1 ORDER BY x.id`, [tournamentId]);
  const byTournament = (table: string) => dataSource.query(`SELECT * FROM ${table} WHERE tournament_id = $1`, [tournamentId]);
  const ceremony = await Promise.all([
    dataSource.query('SELECT * FROM contests WHERE tournament_id = $1 ORDER BY id', [tournamentId]),
    inContests('contest_entries'),
    inContests('contest_stations'),
    inContests('contest_audit'),
    byTournament('skins_settings'),
    dataSource.query('SELECT * FROM skins_entrants WHERE tournament_id = $1 ORDER BY entrant_id', [tournamentId]),
    byTournament('hidden_holes'),
    byTournament('awards_ceremonies'),
    dataSource.query('SELECT * FROM match_pairings WHERE tournament_id = $1 ORDER BY id', [tournamentId]),
    byTournament('start_plans'),
    byTournament('message_reminders'),
    dataSource.query('SELECT * FROM field_messages WHERE tournament_id = $1 ORDER BY id', [tournamentId]),
    dataSource.query('SELECT c.* FROM submitted_cards c JOIN teams t ON t.id = c.team_id WHERE t.tournament_id = $1 ORDER BY c.team_id', [tournamentId]),
  ]);
  return JSON.stringify({ tournament, teams, players, scores, fundraising, registration, ceremony, auction });
}
