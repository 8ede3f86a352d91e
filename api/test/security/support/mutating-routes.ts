// Every route that changes data, with a body it accepts and who may call it (the role matrix).
import { localCalendarDate } from '@fairway/contracts';
import { courseCatalogue } from '../../../src/database/seeds/course-catalogue';
import type { AttackWorld, Role } from './attack-world';

export type Method = 'post' | 'patch' | 'delete';

export interface MutatingRoute {
  name: string;
  method: Method;
  path: (world: AttackWorld) => string;
  /** A body the route accepts; undefined for routes without one. */
  body?: (world: AttackWorld) => Record<string, unknown>;
  /** The status each role gets; 2xx means allowed. */
  expected: Record<Role, number>;
  /** The fields of its body, for generated bad input. */
  fields: readonly string[];
}

const adminOnly = (success: number): Record<Role, number> => ({ visitor: 401, stranger: 403, otherMember: 403, member: 403, admin: success });
const teamOnly = (success: number): Record<Role, number> => ({ visitor: 401, stranger: 403, otherMember: 403, member: success, admin: success });
const anyoneSignedIn = (success: number): Record<Role, number> => ({ visitor: 401, stranger: success, otherMember: success, member: success, admin: success });

export const mutatingRoutes: readonly MutatingRoute[] = [
  {
    name: 'POST /api/tournaments',
    method: 'post',
    path: () => '/api/tournaments',
    body: () => ({ name: 'Attack Open', date: localCalendarDate(), course: courseCatalogue[0]!.name, format: 'scramble', charityName: 'Kids', charityGoal: 1000 }),
    expected: anyoneSignedIn(201),
    fields: ['name', 'date', 'course', 'courseId', 'format', 'charityName', 'charityGoal', 'charityPaypalLink', 'holes', 'adminUserId', 'status', 'charityRaised', 'sponsors'],
  },
  {
    name: 'PATCH /api/tournaments/{id}',
    method: 'patch',
    path: (world) => `/api/tournaments/${world.tournamentId}`,
    body: () => ({ name: 'Renamed by whoever', status: 'completed' }),
    expected: adminOnly(200),
    fields: ['name', 'course', 'format', 'status', 'date', 'tieBreak', 'handicapAllowances'],
  },
  {
    name: 'DELETE /api/tournaments/{id}',
    method: 'delete',
    path: (world) => `/api/tournaments/${world.tournamentId}`,
    expected: adminOnly(204),
    fields: [],
  },
  {
    name: 'PATCH /api/tournaments/{id}/charity-goal',
    method: 'patch',
    path: (world) => `/api/tournaments/${world.tournamentId}/charity-goal`,
    body: () => ({ charityGoal: 123 }),
    expected: adminOnly(200),
    fields: ['charityGoal'],
  },
  {
    name: 'PATCH /api/tournaments/{id}/charity-raised',
    method: 'patch',
    path: (world) => `/api/tournaments/${world.tournamentId}/charity-raised`,
    body: () => ({ charityRaised: 99 }),
    expected: adminOnly(200),
    fields: ['charityRaised'],
  },
  {
    name: 'PATCH /api/tournaments/{id}/charity-paypal',
    method: 'patch',
    path: (world) => `/api/tournaments/${world.tournamentId}/charity-paypal`,
    body: () => ({ charityPaypalLink: 'https://paypal.me/attacker' }),
    expected: adminOnly(200),
    fields: ['charityPaypalLink'],
  },
  {
    name: 'POST /api/tournaments/{id}/teams',
    method: 'post',
    path: (world) => `/api/tournaments/${world.tournamentId}/teams`,
    body: () => ({ name: 'Newcomers', startingHole: 3, players: [{ name: 'Nia New', email: null, handicap: 12, position: 1 }] }),
    expected: anyoneSignedIn(201),
    fields: ['name', 'startingHole', 'players', 'tournamentId', 'inviteCode', 'currentHole'],
  },
  {
    name: 'POST /api/teams/join',
    method: 'post',
    path: () => '/api/teams/join',
    body: (world) => ({ inviteCode: world.team.inviteCode }),
    // The code is the invitation: whoever holds it may join (only members and the admin can read it).
    expected: { visitor: 401, stranger: 201, otherMember: 201, member: 200, admin: 201 },
    fields: ['inviteCode'],
  },
  {
    name: 'PATCH /api/teams/{id}',
    method: 'patch',
    path: (world) => `/api/teams/${world.team.id}`,
    body: () => ({ name: 'Renamed team' }),
    expected: teamOnly(200),
    fields: ['name', 'startingHole', 'players'],
  },
  {
    name: 'DELETE /api/teams/{id}',
    method: 'delete',
    path: (world) => `/api/teams/${world.team.id}`,
    expected: adminOnly(204),
    fields: [],
  },
  {
    name: 'POST /api/teams/{id}/invite-code',
    method: 'post',
    path: (world) => `/api/teams/${world.team.id}/invite-code`,
    expected: adminOnly(200),
    fields: [],
  },
  {
    name: 'POST /api/teams/{id}/players',
    method: 'post',
    path: (world) => `/api/teams/${world.team.id}/players`,
    body: () => ({ name: 'Third Player', email: null, handicap: 7, position: 3 }),
    expected: teamOnly(201),
    fields: ['name', 'email', 'handicap', 'position'],
  },
  {
    name: 'PATCH /api/players/{id} (edit)',
    method: 'patch',
    path: (world) => `/api/players/${world.team.playerIds[1]}`,
    body: () => ({ handicap: 3 }),
    expected: teamOnly(200),
    fields: ['name', 'email', 'handicap', 'position', 'checkedIn', 'checkedInAt'],
  },
  {
    name: 'PATCH /api/players/{id} (check-in)',
    method: 'patch',
    path: (world) => `/api/players/${world.team.playerIds[1]}`,
    body: () => ({ checkedIn: true, checkedInAt: new Date().toISOString() }),
    expected: adminOnly(200),
    fields: ['checkedIn', 'checkedInAt'],
  },
  {
    name: 'DELETE /api/players/{id}',
    method: 'delete',
    path: (world) => `/api/players/${world.team.playerIds[1]}`,
    expected: teamOnly(204),
    fields: [],
  },
  {
    name: 'POST /api/scores',
    method: 'post',
    path: () => '/api/scores',
    body: (world) => ({ tournamentId: world.tournamentId, teamId: world.team.id, playerId: world.team.playerIds[1], hole: 2, strokes: 5 }),
    expected: teamOnly(201),
    fields: ['tournamentId', 'teamId', 'playerId', 'hole', 'strokes', 'netScore', 'isBest'],
  },
];
