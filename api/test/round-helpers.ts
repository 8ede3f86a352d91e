import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { TeamEntity } from '../src/modules/team/team.entity';
import { catalogueHoles } from './support/fixtures';
import type { TestUser } from './support/test-users';

/** Strokes relative to par on each hole 1-18 (0 everywhere but the holes given). */
export function round(deltas: Record<number, number> = {}): number[] {
  return catalogueHoles().map((hole) => hole.par + (deltas[hole.number] ?? 0));
}

/** Posts each team's first player's round through POST /api/scores/batch, as the tournament admin. */
export async function postRounds(app: INestApplication, admin: TestUser, rounds: Array<[TeamEntity, number[]]>): Promise<void> {
  const scores = rounds.flatMap(([team, strokes]) =>
    strokes.map((value, index) => ({ tournamentId: team.tournamentId, teamId: team.id, playerId: team.players[0]!.id, hole: index + 1, strokes: value })),
  );
  const response = await request(app.getHttpServer()).post('/api/scores/batch').set('Authorization', admin.bearer).send({ scores }).expect(200);
  const refused = (response.body as { results: Array<{ ok: boolean }> }).results.filter((result) => !result.ok);
  if (refused.length > 0) throw new Error(`scores refused: ${JSON.stringify(refused)}`);
}
