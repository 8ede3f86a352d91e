import { errorBody } from '@fairway/contracts';
// Shared set-up of the team, player and join HTTP tests: a real app, a tournament and the four roles.
import { catalogueHoles, fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';
import { ScoreEntity } from '../src/modules/score/score.entity';
import { PlayerEntity, TeamEntity } from '../src/modules/team/team.entity';

export interface TeamTestWorld {
  testApp: TestApp;
  fx: ReturnType<typeof fixtures>;
  admin: TestUser;
  member: TestUser;
  outsider: TestUser;
  close(): Promise<void>;
}

export async function startTeamTestWorld(): Promise<TeamTestWorld> {
  const testApp = await startTestApp();
  const [admin, member, outsider] = await Promise.all([signUpTestUser('admin'), signUpTestUser('member'), signUpTestUser('outsider')]);
  return { testApp, fx: fixtures(testApp.app), admin, member, outsider, close: () => testApp.close() };
}

export const unknownId = '0d6f2f4e-8f4b-4c47-9d55-1f2a3b4c5d6e';

/** A best-ball tournament run by `admin` with one team whose first player is `member`. */
export async function tournamentWithTeam(world: TeamTestWorld, teamOverrides: Partial<TeamEntity> = {}) {
  const tournament = await world.fx.tournament({ adminUserId: world.admin.uid });
  const team = await world.fx.team(
    tournament.id,
    [
      { name: 'Mia Member', email: world.member.email, handicap: 10 },
      { name: 'Pat Partner', email: null, handicap: 20 },
    ],
    teamOverrides,
  );
  return { tournament, team };
}

export function teamRows(world: TeamTestWorld, tournamentId: string) {
  return world.fx.dataSource.getRepository(TeamEntity).find({ where: { tournamentId }, relations: { players: true } });
}

export function playerRows(world: TeamTestWorld, teamId: string) {
  return world.fx.dataSource.getRepository(PlayerEntity).find({ where: { teamId }, order: { position: 'ASC' } });
}

export async function insertScores(world: TeamTestWorld, rows: Array<Pick<ScoreEntity, 'tournamentId' | 'teamId' | 'playerId' | 'hole' | 'strokes'>>) {
  const repository = world.fx.dataSource.getRepository(ScoreEntity);
  await repository.insert(rows.map((row) => ({ ...row, netScore: row.strokes, isBest: false })));
}

export function parOf(hole: number): number {
  return catalogueHoles().find((entry) => entry.number === hole)!.par;
}

/** The field messages of a 400 body (the pipe puts the contracts' texts in `details`). */
export function fieldMessages(body: unknown): string[] {
  const details = errorBody.parse(body).details ?? [];
  return details.map((detail) => detail.message);
}
