// One small event per attack, written straight to the database: a tournament with two foursomes, each
// with a player linked to a real (emulator) account, a second player and a score.
import { DataSource } from 'typeorm';
import type { Fixtures } from '../../support/fixtures';
import { buildCharityWorld, type CharityWorld, charitySnapshot } from './charity-world';
import { signUpTestUser, type TestUser } from '../../support/test-users';

export type Role = 'visitor' | 'stranger' | 'otherMember' | 'member' | 'admin';
export const roles: readonly Role[] = ['visitor', 'stranger', 'otherMember', 'member', 'admin'];

export type Cast = Record<Exclude<Role, 'visitor'>, TestUser>;

export interface AttackWorld {
  tournamentId: string;
  /** The team the `member` plays on, its players (member first) and its invite code. */
  team: { id: string; inviteCode: string; playerIds: [string, string] };
  /** The team the `otherMember` plays on. */
  otherTeam: { id: string; inviteCode: string; playerIds: [string, string] };
  /** The tournament's money: entries, sponsors, add-ons and pledges to act on. */
  charity: CharityWorld;
}

export async function signUpCast(): Promise<Cast> {
  const [stranger, otherMember, member, admin] = await Promise.all(
    ['stranger', 'other-member', 'member', 'admin'].map((name) => signUpTestUser(`atk-${name}`)),
  );
  return { stranger: stranger!, otherMember: otherMember!, member: member!, admin: admin! };
}

export async function buildWorld(fx: Fixtures, cast: Cast): Promise<AttackWorld> {
  const tournament = await fx.tournament({ adminUserId: cast.admin.uid });
  const foursome = async (player: TestUser, name: string) => {
    const team = await fx.team(tournament.id, [
      { name, email: player.email, userId: player.uid, handicap: 10 },
      { name: `${name}'s partner`, email: `partner-${player.uid.toLowerCase()}@example.com`, handicap: 20 },
    ]);
    const [first, second] = [...team.players].sort((a, b) => a.position - b.position);
    await fx.dataSource.query('INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score) VALUES ($1, $2, $3, 1, 4, 3.5)', [tournament.id, team.id, first!.id]);
    return { id: team.id, inviteCode: team.inviteCode, playerIds: [first!.id, second!.id] as [string, string] };
  };
  const team = await foursome(cast.member, 'Mia Member');
  const otherTeam = await foursome(cast.otherMember, 'Otto Other');
  const charity = await buildCharityWorld(fx.dataSource, { tournamentId: tournament.id, teamId: team.id, playerId: team.playerIds[1] });
  return { tournamentId: tournament.id, team, otherTeam, charity };
}

/**
 * Everything stored about the world's tournament (its row, teams, players, scores and money, every column), so
 * a refused write can be proven to have changed nothing.
 */
export async function snapshot(dataSource: DataSource, tournamentId: string): Promise<string> {
  const [tournament, teams, players, scores, charity] = await Promise.all([
    dataSource.query('SELECT * FROM tournaments WHERE id = $1', [tournamentId]),
    dataSource.query('SELECT * FROM teams WHERE tournament_id = $1 ORDER BY id', [tournamentId]),
    dataSource.query('SELECT p.* FROM players p JOIN teams t ON t.id = p.team_id WHERE t.tournament_id = $1 ORDER BY p.id', [tournamentId]),
    dataSource.query('SELECT * FROM scores WHERE tournament_id = $1 ORDER BY id', [tournamentId]),
    charitySnapshot(dataSource, tournamentId),
  ]);
  return JSON.stringify({ tournament, teams, players, scores, charity });
}
