// Every route that changes data, with a body it accepts and who may call it (the role matrix).
import { randomUUID } from 'node:crypto';
import { localCalendarDate } from '@fairway/contracts';
import { can, type EventPermission } from '@fairway/contracts/event-team';
import { courseCatalogue } from '../../../src/database/seeds/course-catalogue';
import type { DataSource } from 'typeorm';
import { type AccountRole, type AttackWorld, eventRoleOf, type Role, type StationRole, type TeamRole, teamRoles } from './attack-world';
import { auctionCheckoutRoutes } from './auction-checkout-routes';
import { auctionControlRoutes } from './auction-control-routes';
import { paymentRoutes } from './payment-world';
import { invitationCodeHash } from '../../../src/modules/event-team/invitation-code';

export type Method = 'post' | 'put' | 'patch' | 'delete';

export interface MutatingRoute {
  name: string;
  method: Method;
  path: (world: AttackWorld) => string;
  /** A body the route accepts; undefined for routes without one. */
  body?: (world: AttackWorld) => Record<string, unknown>;
  /** A body sent as bytes instead (an uploaded image). */
  raw?: { contentType: string; bytes: Buffer };
  /**
   * The status each role gets; 2xx means allowed. A station (a volunteer's link, no account) gets what a
   * visitor gets unless the route says otherwise.
   */
  expected: Record<AccountRole, number> & Partial<Record<StationRole, number>>;
  /** The fields of its body, for generated bad input. */
  fields: readonly string[];
  /** Called with the world contest's station token instead of an account (generated bad input uses it). */
  station?: boolean;
  /** Puts the world in the state the route needs to succeed (a match-play format, a complete card), before the snapshot. */
  prepare?: (dataSource: DataSource, world: AttackWorld) => Promise<void>;
  /** The status judged, when the HTTP status is not it: a batch answers 200 with each item's own outcome. */
  statusOf?: (response: { status: number; body: unknown }) => number;
  /** Once it succeeds, the caller's tokens are refused (sign out everywhere): later calls need a new cast. */
  endsCallerSessions?: boolean;
}

const unsubscribeMessageId = randomUUID();

export const expectedStatus = (route: MutatingRoute, role: Role): number => route.expected[role] ?? route.expected.visitor;

/** Every account the same status. */
const everyAccount = (status: number): Record<AccountRole, number> => ({
  visitor: status,
  stranger: status,
  otherMember: status,
  member: status,
  admin: status,
  ...(Object.fromEntries(teamRoles.map((role) => [role, status])) as Record<TeamRole, number>),
});
/** Signed in, yet refused (a visitor is asked to sign in). */
const nobody = (status: number): Record<AccountRole, number> => ({ ...everyAccount(status), visitor: 401 });
/**
 * The role matrix (@fairway/contracts/event-team): the owner (the world's admin) and each team role whose permissions
 * include `permission` get `success`; the revoked desk, the other event's co-organiser and everyone else 403. Each
 * row names the permission its action needs, so a route guarded by another permission (held by another set of
 * roles) fails here.
 */
const byPermission = (permission: EventPermission, success: number): Record<AccountRole, number> => ({
  ...nobody(403),
  admin: success,
  ...(Object.fromEntries(teamRoles.map((role) => [role, can(eventRoleOf[role], permission) ? success : 403])) as Record<TeamRole, number>),
});
/** The organisers' routes (settings, the field, the whole ledger): the owner and co-organisers (event.edit). */
const adminOnly = (success: number) => byPermission('event.edit', success);
/** The owner's alone (event.delete): not even a co-organiser. */
const ownerOnly = (success: number) => byPermission('event.delete', success);
/** The team's own members, and the roles allowed `permission` on any team (field.edit to change it, scores.anyTeam to score it). */
const teamOnly = (success: number, permission: EventPermission = 'field.edit') => ({ ...byPermission(permission, success), member: success });
const anyone = (success: number) => everyAccount(success);
const anyoneSignedIn = (success: number) => ({ ...everyAccount(success), visitor: 401 });
/**
 * The contest's own live station link (another contest's link is 403, a revoked one 401), or a signed-in account
 * standing as the station: the contest volunteer holding the contest and the organisers (stations.all); no role
 * with station links, the revoked desk and the other event's co-organiser 403.
 */
const stationOnly = (success: number) => ({
  ...byPermission('stations.all', success),
  contestVolunteer: success,
  station: success,
  otherStation: 403,
  revokedStation: 401,
});

const contestBody = () => ({ hole: 9, kind: 'longest-drive', divisions: ['Men', 'Women'], competitor: 'team', sponsorName: 'Acme', prize: 'Driver' });
const contestFields = ['hole', 'kind', 'divisions', 'competitor', 'sponsorName', 'prize', 'playerEntriesAllowed', 'measured', 'minYardage'];
const entryBody = (world: AttackWorld) => ({
  entryId: randomUUID(),
  teamId: world.team.id,
  playerId: world.team.playerIds[0],
  division: 'Open',
  feet: 5,
  inches: 3,
});
const entryFields = ['entryId', 'teamId', 'playerId', 'division', 'feet', 'inches', 'yards', 'witnesses'];

const ceremonyRoutes: MutatingRoute[] = [
  {
    name: 'POST /api/tournaments/{tournamentId}/contests',
    method: 'post',
    path: (world) => `/api/tournaments/${world.tournamentId}/contests`,
    body: contestBody,
    expected: adminOnly(201),
    fields: contestFields,
  },
  {
    name: 'PUT /api/contests/{contestId}',
    method: 'put',
    path: (world) => `/api/contests/${world.contest.id}`,
    body: contestBody,
    expected: adminOnly(200),
    fields: contestFields,
  },
  { name: 'DELETE /api/contests/{contestId}', method: 'delete', path: (world) => `/api/contests/${world.contest.id}`, expected: adminOnly(204), fields: [] },
  {
    name: 'POST /api/contests/{contestId}/stations',
    method: 'post',
    path: (world) => `/api/contests/${world.contest.id}/stations`,
    body: () => ({ label: 'Hole 7 volunteer' }),
    expected: byPermission('stations.all', 201),
    fields: ['label'],
  },
  {
    name: 'DELETE /api/contests/{contestId}/stations/{stationId}',
    method: 'delete',
    path: (world) => `/api/contests/${world.contest.id}/stations/${world.contest.stationId}`,
    expected: byPermission('stations.all', 204),
    fields: [],
  },
  {
    name: 'POST /api/contests/{contestId}/entries',
    method: 'post',
    path: (world) => `/api/contests/${world.contest.id}/entries`,
    body: entryBody,
    // A player enters for their own team only; the admin is not on it.
    expected: { ...nobody(403), visitor: 401, member: 201 },
    fields: entryFields,
  },
  {
    name: 'POST /api/contests/{contestId}/entries/{entryId}/void',
    method: 'post',
    path: (world) => `/api/contests/${world.contest.id}/entries/${world.contest.entryId}/void`,
    expected: adminOnly(200),
    fields: [],
  },
  {
    name: 'POST /api/contests/{contestId}/station/entries',
    method: 'post',
    path: (world) => `/api/contests/${world.contest.id}/station/entries`,
    body: entryBody,
    expected: stationOnly(201),
    fields: entryFields,
    station: true,
  },
  {
    name: 'POST /api/contests/{contestId}/station/entries/{entryId}/confirm',
    method: 'post',
    path: (world) => `/api/contests/${world.contest.id}/station/entries/${world.contest.entryId}/confirm`,
    expected: stationOnly(200),
    fields: [],
    station: true,
  },
  {
    name: 'POST /api/contests/{contestId}/station/entries/{entryId}/void',
    method: 'post',
    path: (world) => `/api/contests/${world.contest.id}/station/entries/${world.contest.entryId}/void`,
    expected: stationOnly(200),
    fields: [],
    station: true,
  },
  {
    name: 'PUT /api/tournaments/{tournamentId}/skins',
    method: 'put',
    path: (world) => `/api/tournaments/${world.tournamentId}/skins`,
    body: () => ({ basis: 'both', unit: 'player', carryover: false, validation: 'par-or-better-next-hole', entryFee: 20, donatedPercent: 50 }),
    expected: adminOnly(200),
    fields: ['basis', 'unit', 'carryover', 'validation', 'entryFee', 'donatedPercent'],
  },
  {
    name: 'PUT /api/tournaments/{tournamentId}/skins/entrants',
    method: 'put',
    path: (world) => `/api/tournaments/${world.tournamentId}/skins/entrants`,
    body: (world) => ({ entrantIds: [world.team.playerIds[0], world.otherTeam.playerIds[0]] }),
    expected: byPermission('sales.record', 200),
    fields: ['entrantIds'],
  },
  {
    name: 'PUT /api/tournaments/{tournamentId}/awards/settings',
    method: 'put',
    path: (world) => `/api/tournaments/${world.tournamentId}/awards/settings`,
    body: () => ({ hiddenHoles: 3, placePrizes: [{ prize: 'Trophy', sponsorName: 'Acme' }] }),
    expected: adminOnly(200),
    fields: ['hiddenHoles', 'placePrizes'],
  },
  {
    name: 'POST /api/tournaments/{tournamentId}/awards/close-scoring',
    method: 'post',
    path: (world) => `/api/tournaments/${world.tournamentId}/awards/close-scoring`,
    expected: adminOnly(200),
    fields: [],
  },
  {
    name: 'POST /api/tournaments/{tournamentId}/awards/reveal',
    method: 'post',
    path: (world) => `/api/tournaments/${world.tournamentId}/awards/reveal`,
    body: () => ({ action: 'start' }),
    expected: adminOnly(200),
    fields: ['action'],
  },
];

const batchItemStatus = (body: unknown): number => {
  const [item] = (body as { results: Array<{ ok: true } | { ok: false; error: { statusCode: number } }> }).results;
  return item!.ok ? 201 : item!.error.statusCode;
};

/** A card can be submitted once every player of the member's team has a score on every hole. */
async function scoreEveryHole(dataSource: DataSource, world: AttackWorld): Promise<void> {
  await dataSource.query(
    `INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score)
     SELECT $1, $2, player_id, hole, 4, 4 FROM unnest($3::uuid[]) AS player_id, generate_series(1, 18) AS hole
     ON CONFLICT DO NOTHING`,
    [world.tournamentId, world.team.id, world.team.playerIds],
  );
}

const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a logo')]);

/**
 * The event team: an active member (a volunteer's account id) to change, revoke or hand the event to, and an
 * invitation by link whose code anyone signed in may accept, except the owner (409). The rows are the world's
 * own: each case's prepare moves them to its tournament and sets them back as they were.
 */
function eventTeamRoutes(): MutatingRoute[] {
  const activeRow = randomUUID();
  const invitedRow = randomUUID();
  const code = `attack-${randomUUID()}`;
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}`;
  const prepare = async (dataSource: DataSource, world: AttackWorld) => {
    await dataSource.query(
      `INSERT INTO event_members (id, tournament_id, role, status, user_id, email, display_name, invited_by, accepted_at)
       VALUES ($1, $2, 'check-in', 'active', $3, 'attack-desk@example.com', 'Desk Volunteer', 'attack-owner', now())
       ON CONFLICT (id) DO UPDATE SET tournament_id = EXCLUDED.tournament_id, role = 'check-in', status = 'active', revoked_at = NULL, revoked_by = NULL`,
      [activeRow, world.tournamentId, `attack-desk-${activeRow}`],
    );
    await dataSource.query(
      `INSERT INTO event_members (id, tournament_id, role, code_hash, invited_by) VALUES ($1, $2, 'scorer', $3, 'attack-owner')
       ON CONFLICT (id) DO UPDATE SET tournament_id = EXCLUDED.tournament_id, status = 'invited', user_id = NULL, email = NULL, display_name = NULL,
         code_hash = EXCLUDED.code_hash, accepted_at = NULL`,
      [invitedRow, world.tournamentId, invitationCodeHash(code)],
    );
  };
  return [
    {
      name: 'POST /api/tournaments/{id}/event-team/invites',
      method: 'post',
      path: (world) => `${base(world)}/event-team/invites`,
      body: () => ({ email: `invitee-${randomUUID()}@example.com`, role: 'check-in' }),
      expected: byPermission('team.manage', 201),
      fields: ['email', 'role', 'contestIds'],
    },
    {
      name: 'PATCH /api/tournaments/{id}/event-team/{memberId}',
      method: 'patch',
      path: (world) => `${base(world)}/event-team/${activeRow}`,
      body: () => ({ role: 'scorer' }),
      prepare,
      expected: byPermission('team.manage', 200),
      fields: ['role', 'contestIds'],
    },
    {
      name: 'DELETE /api/tournaments/{id}/event-team/{memberId}',
      method: 'delete',
      path: (world) => `${base(world)}/event-team/${activeRow}`,
      prepare,
      expected: byPermission('team.manage', 204),
      fields: [],
    },
    {
      name: 'POST /api/tournaments/{id}/owner',
      method: 'post',
      path: (world) => `${base(world)}/owner`,
      body: () => ({ memberId: activeRow }),
      prepare,
      expected: byPermission('event.transfer', 204),
      fields: ['memberId'],
    },
    {
      name: 'POST /api/event-invites/accept',
      method: 'post',
      path: () => '/api/event-invites/accept',
      body: () => ({ code }),
      prepare,
      // The owner needs no invitation and a member holds a role already (409); anyone else signed in accepts a shared link.
      expected: {
        ...anyoneSignedIn(200),
        admin: 409,
        ...(Object.fromEntries(teamRoles.filter((role) => eventRoleOf[role]).map((role) => [role, 409])) as Partial<Record<TeamRole, number>>),
      },
      fields: ['code'],
    },
  ];
}

/** A shotgun plan for the world's field, unlocked (or locked), so a move, a lock or an unlock has something to change. */
const plannedStarts =
  (locked = false) =>
  async (dataSource: DataSource, world: AttackWorld): Promise<void> => {
    await dataSource.query(
      `INSERT INTO start_plans (tournament_id, plan, updated_by, updated_by_name, locked_at, locked_by, locked_by_name)
       VALUES ($1, $2, 'world', 'World', CASE WHEN $3 THEN now() END, CASE WHEN $3 THEN 'world' END, CASE WHEN $3 THEN 'World' END)
       ON CONFLICT (tournament_id) DO UPDATE SET locked_at = EXCLUDED.locked_at, locked_by = EXCLUDED.locked_by, locked_by_name = EXCLUDED.locked_by_name`,
      [world.tournamentId, JSON.stringify({ mode: 'shotgun', closedHoles: [], doublingOrder: null, reverse: false, waves: 1, shotgunTimes: [] }), locked],
    );
  };

/** Starting positions: the roles that edit the field (field.edit) assign, move, lock and unlock them. */
function startsRoutes(): MutatingRoute[] {
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}/starts`;
  return [
    {
      name: 'PUT /api/tournaments/{id}/starts',
      method: 'put',
      path: base,
      body: () => ({ mode: 'shotgun', closedHoles: [7], reverse: true }),
      expected: byPermission('field.edit', 200),
      fields: ['mode', 'closedHoles', 'doublingOrder', 'reverse', 'waves', 'shotgunTimes', 'firstTime', 'intervalMinutes', 'groupsPerTime', 'splitTee'],
    },
    {
      name: 'PUT /api/tournaments/{id}/starts/teams/{teamId}',
      method: 'put',
      path: (world) => `${base(world)}/teams/${world.team.id}`,
      body: () => ({ hole: 9 }),
      prepare: plannedStarts(),
      expected: byPermission('field.edit', 200),
      fields: ['hole', 'wave'],
    },
    {
      name: 'POST /api/tournaments/{id}/starts/lock',
      method: 'post',
      path: (world) => `${base(world)}/lock`,
      prepare: plannedStarts(),
      expected: byPermission('field.edit', 200),
      fields: [],
    },
    {
      name: 'DELETE /api/tournaments/{id}/starts/lock',
      method: 'delete',
      path: (world) => `${base(world)}/lock`,
      prepare: plannedStarts(true),
      expected: byPermission('field.edit', 200),
      fields: [],
    },
  ];
}

/** Messages to the field: the owner and co-organisers (messages.send); the world's teams have players with e-mail addresses. */
function messagesRoutes(): MutatingRoute[] {
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}/messages`;
  const body = () => ({ audience: { kind: 'all' }, subject: 'Shotgun at 9', body: 'Carts leave the clubhouse at 8:40.', showOnScorecards: true });
  return [
    {
      name: 'POST /api/tournaments/{id}/messages/preview',
      method: 'post',
      path: (world) => `${base(world)}/preview`,
      body,
      expected: byPermission('messages.send', 200),
      fields: ['audience', 'subject', 'body', 'showOnScorecards'],
    },
    {
      name: 'POST /api/tournaments/{id}/messages',
      method: 'post',
      path: base,
      body,
      expected: byPermission('messages.send', 201),
      fields: ['audience', 'subject', 'body', 'showOnScorecards'],
    },
  ];
}

/** The reminder before the day: its settings and "send it now", the owner and co-organisers (messages.send). */
function reminderRoutes(): MutatingRoute[] {
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}/messages/reminder`;
  return [
    {
      name: 'PUT /api/tournaments/{id}/messages/reminder',
      method: 'put',
      path: base,
      body: () => ({ enabled: true, daysBefore: 2, sendAt: '09:00' }),
      expected: byPermission('messages.send', 200),
      fields: ['enabled', 'daysBefore', 'sendAt'],
    },
    {
      name: 'POST /api/tournaments/{id}/messages/reminder/send',
      method: 'post',
      path: (world) => `${base(world)}/send`,
      expected: byPermission('messages.send', 200),
      fields: [],
    },
  ];
}

export const mutatingRoutes: readonly MutatingRoute[] = [
  {
    name: 'POST /api/tournaments',
    method: 'post',
    path: () => '/api/tournaments',
    body: () => ({
      name: 'Attack Open',
      date: localCalendarDate(),
      course: courseCatalogue[0]!.name,
      format: 'scramble',
      charityName: 'Kids',
      charityGoal: 1000,
    }),
    expected: anyoneSignedIn(201),
    fields: [
      'name',
      'date',
      'course',
      'courseId',
      'format',
      'charityName',
      'charityGoal',
      'charityPaypalLink',
      'holes',
      'adminUserId',
      'status',
      'charityRaised',
      'sponsors',
    ],
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
    expected: ownerOnly(204),
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
    expected: { ...anyoneSignedIn(201), member: 200 },
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
    expected: byPermission('field.edit', 204),
    fields: [],
  },
  {
    name: 'POST /api/teams/{id}/invite-code',
    method: 'post',
    path: (world) => `/api/teams/${world.team.id}/invite-code`,
    expected: byPermission('field.edit', 200),
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
    expected: byPermission('checkIn', 200),
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
    expected: teamOnly(201, 'scores.anyTeam'),
    fields: ['tournamentId', 'teamId', 'playerId', 'hole', 'strokes', 'netScore', 'isBest'],
  },
  {
    name: 'POST /api/scores/batch',
    method: 'post',
    path: () => '/api/scores/batch',
    body: (world) => ({ scores: [{ tournamentId: world.tournamentId, teamId: world.team.id, playerId: world.team.playerIds[1], hole: 2, strokes: 5 }] }),
    // Judged by the one score's outcome, the status it would have had sent alone.
    statusOf: ({ status, body }) => (status === 200 ? batchItemStatus(body) : status),
    expected: teamOnly(201, 'scores.anyTeam'),
    fields: ['scores'],
  },
  {
    name: 'POST /api/scores/card',
    method: 'post',
    path: () => '/api/scores/card',
    body: (world) => ({ tournamentId: world.tournamentId, teamId: world.team.id }),
    prepare: scoreEveryHole,
    expected: teamOnly(200, 'scores.anyTeam'),
    fields: ['tournamentId', 'teamId'],
  },
  {
    name: 'PUT /api/tournaments/{tournamentId}/match-pairings',
    method: 'put',
    path: (world) => `/api/tournaments/${world.tournamentId}/match-pairings`,
    body: (world) => ({ pairings: [{ teamAId: world.team.id, teamBId: world.otherTeam.id }] }),
    prepare: (dataSource, world) => dataSource.query("UPDATE tournaments SET format = 'match-play' WHERE id = $1", [world.tournamentId]).then(() => undefined),
    expected: adminOnly(200),
    fields: ['pairings'],
  },
  ...startsRoutes(),
  ...messagesRoutes(),
  ...reminderRoutes(),
  {
    // Changes nothing stored; listed so the assistant's one write-shaped route is probed like the rest.
    name: 'POST /api/chat',
    method: 'post',
    path: () => '/api/chat',
    body: () => ({ messages: [{ role: 'user', content: 'Who is leading?', timestamp: new Date().toISOString() }], context: { currentPage: 'home' } }),
    expected: anyone(200),
    fields: ['messages', 'context'],
  },
  {
    name: 'POST /api/account/sign-out-everywhere',
    method: 'post',
    path: () => '/api/account/sign-out-everywhere',
    expected: anyoneSignedIn(204),
    fields: [],
    endsCallerSessions: true,
  },
  {
    // The unsubscribe link of an invitation: anyone holding the link, signed in or not.
    name: 'POST /api/mail/unsubscribe/{messageId}',
    method: 'post',
    path: () => `/api/mail/unsubscribe/${unsubscribeMessageId}`,
    expected: anyone(200),
    fields: [],
    prepare: (dataSource, world) =>
      dataSource
        .query(
          `INSERT INTO mail_outbox (id, tournament_id, recipient, template, data, dedupe_key, state)
           VALUES ($1, $2, 'invitee@example.com', 'captain-invite', '{}', $3, 'sent') ON CONFLICT DO NOTHING`,
          [unsubscribeMessageId, world.tournamentId, `attack:${unsubscribeMessageId}`],
        )
        .then(() => undefined),
  },
  ...fundraisingRoutes(),
  ...paymentRoutes,
  ...registrationRoutes(),
  ...ceremonyRoutes,
  ...eventTeamRoutes(),
  ...organisationRoutes(),
  ...auctionRoutes(),
  ...auctionCheckoutRoutes({ byPermission, anyoneSignedIn }),
  ...auctionControlRoutes({ byPermission, anyoneSignedIn }),
];

/**
 * Organisations: the world's admin is the admin of one (and owns each world's tournament); an event manager is a
 * member to change and remove. Strangers and the teams' players are no members: 403.
 */
function organisationRoutes(): MutatingRoute[] {
  const organisationId = randomUUID();
  const adminRow = randomUUID();
  const managerRow = randomUUID();
  const base = () => `/api/organisations/${organisationId}`;
  // The organisation's admin alone: an event role (even the event's co-organiser) is no organisation role.
  const organisationAdminOnly = (success: number) =>
    Object.fromEntries(Object.keys(adminOnly(success)).map((role) => [role, role === 'admin' ? success : role === 'visitor' ? 401 : 403])) as ReturnType<
      typeof adminOnly
    >;
  const prepare = async (dataSource: DataSource, world: AttackWorld) => {
    await dataSource.query(
      `INSERT INTO organisations (id, name, created_by) SELECT $1, 'Attack Charity', admin_user_id FROM tournaments WHERE id = $2 ON CONFLICT DO NOTHING`,
      [organisationId, world.tournamentId],
    );
    await dataSource.query(
      `INSERT INTO organisation_members (id, organisation_id, user_id, role) SELECT $1, $2, admin_user_id, 'admin' FROM tournaments WHERE id = $3
       ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, removed_at = NULL, role = 'admin'`,
      [adminRow, organisationId, world.tournamentId],
    );
    await dataSource.query(
      `INSERT INTO organisation_members (id, organisation_id, email, role) VALUES ($1, $2, 'attack-manager@example.com', 'event-manager')
       ON CONFLICT (id) DO UPDATE SET removed_at = NULL, role = 'event-manager'`,
      [managerRow, organisationId],
    );
  };
  return [
    {
      name: 'POST /api/organisations',
      method: 'post',
      path: () => '/api/organisations',
      body: () => ({ name: 'Attack Charity' }),
      expected: anyoneSignedIn(201),
      fields: ['name'],
    },
    {
      name: 'POST /api/organisations/{id}/members',
      method: 'post',
      path: () => `${base()}/members`,
      body: () => ({ email: `member-${randomUUID()}@example.com`, role: 'event-manager' }),
      prepare,
      expected: organisationAdminOnly(201),
      fields: ['email', 'role'],
    },
    {
      name: 'PATCH /api/organisations/{id}/members/{memberId}',
      method: 'patch',
      path: () => `${base()}/members/${managerRow}`,
      body: () => ({ role: 'admin' }),
      prepare,
      expected: organisationAdminOnly(200),
      fields: ['role'],
    },
    {
      name: 'DELETE /api/organisations/{id}/members/{memberId}',
      method: 'delete',
      path: () => `${base()}/members/${managerRow}`,
      prepare,
      expected: organisationAdminOnly(204),
      fields: [],
    },
    {
      name: 'PUT /api/organisations/{id}/tournaments/{tournamentId}',
      method: 'put',
      path: (world) => `${base()}/tournaments/${world.tournamentId}`,
      prepare,
      expected: organisationAdminOnly(200),
      fields: [],
    },
    {
      name: 'POST /api/organisations/{id}/tournaments',
      method: 'post',
      path: () => `${base()}/tournaments`,
      body: () => ({
        name: 'Attack Open II',
        date: localCalendarDate(),
        course: courseCatalogue[0]!.name,
        format: 'scramble',
        charityName: 'Kids',
        charityGoal: 1000,
      }),
      prepare,
      expected: organisationAdminOnly(201),
      fields: ['name', 'date', 'course', 'format', 'charityName', 'charityGoal'],
    },
    {
      name: 'POST /api/tournaments/{id}/clone',
      method: 'post',
      path: (world) => `/api/tournaments/${world.tournamentId}/clone`,
      body: () => ({ name: 'Attack Open next year', date: localCalendarDate() }),
      expected: adminOnly(201),
      fields: ['name', 'date'],
    },
    {
      name: 'POST /api/tournaments/{id}/invite-previous-field',
      method: 'post',
      path: (world) => `/api/tournaments/${world.tournamentId}/invite-previous-field`,
      body: () => ({}),
      // The attack world's tournament was not cloned: those who may edit it are told so (409), the rest refused.
      expected: byPermission('event.edit', 409),
      fields: [],
    },
  ];
}

/** The day's money: only the tournament admin records it; guests may give and pledge; the team uses its mulligans. */
function fundraisingRoutes(): MutatingRoute[] {
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}`;
  return [
    {
      name: 'POST /api/tournaments/{id}/ledger',
      method: 'post',
      path: (world) => `${base(world)}/ledger`,
      body: () => ({ kind: 'donation', amount: 25, donorName: 'Desk Donor', method: 'cash' }),
      expected: byPermission('sales.record', 201),
      fields: ['kind', 'amount', 'donorName', 'anonymous', 'contactEmail', 'method', 'publicMessage', 'privateNote', 'teamId', 'state', 'private', 'entryId'],
    },
    {
      name: 'POST /api/tournaments/{id}/ledger/{entryId}/void',
      method: 'post',
      path: (world) => `${base(world)}/ledger/${world.fundraising.entryId}/void`,
      body: () => ({ reason: 'Entered twice' }),
      expected: byPermission('money.voidAny', 200),
      fields: ['reason'],
    },
    {
      name: 'POST /api/tournaments/{id}/ledger/{entryId}/receive',
      method: 'post',
      path: (world) => `${base(world)}/ledger/${world.fundraising.entryId}/receive`,
      body: () => ({ method: 'paypal' }),
      expected: byPermission('sales.record', 200),
      fields: ['method'],
    },
    {
      // A desk volunteer declares their own count; the owner may too. Everyone else is refused.
      name: 'POST /api/tournaments/{id}/close-out/counts',
      method: 'post',
      path: (world) => `${base(world)}/close-out/counts`,
      body: () => ({ method: 'cash', countedCents: 12_550, note: 'Float of $50 taken out' }),
      expected: byPermission('closeOut.own', 201),
      fields: ['method', 'countedCents', 'note'],
    },
    {
      name: 'POST /api/tournaments/{id}/donations',
      method: 'post',
      path: (world) => `${base(world)}/donations`,
      body: () => ({ amount: 20, donorName: 'Guest Giver', publicMessage: 'Good luck!' }),
      expected: anyone(201),
      fields: ['amount', 'donorName', 'anonymous', 'contactEmail', 'publicMessage', 'teamId', 'entryId'],
    },
    {
      name: 'POST /api/tournaments/{id}/donations/card',
      method: 'post',
      path: (world) => `${base(world)}/donations/card`,
      body: () => ({ entryId: randomUUID(), amount: 20, donorName: 'Card Giver', contactEmail: 'card-giver@example.com' }),
      expected: anyone(201),
      fields: ['amount', 'donorName', 'anonymous', 'contactEmail', 'publicMessage', 'teamId', 'entryId'],
    },
    {
      // The world's entry was taken at the desk: the admin is told to void it instead (409); nobody else gets that far.
      name: 'POST /api/tournaments/{id}/ledger/{entryId}/refund',
      method: 'post',
      path: (world) => `${base(world)}/ledger/${world.fundraising.entryId}/refund`,
      body: () => ({ amount: 5, reason: 'Gave twice' }),
      expected: byPermission('money.refund', 409),
      fields: ['amount', 'reason'],
    },
    {
      name: 'POST /api/tournaments/{id}/sponsor-tiers',
      method: 'post',
      path: (world) => `${base(world)}/sponsor-tiers`,
      body: () => ({ name: 'Gold', price: 5000, slots: 2 }),
      expected: adminOnly(201),
      fields: ['name', 'price', 'slots', 'benefits'],
    },
    {
      name: 'DELETE /api/tournaments/{id}/sponsor-tiers/{tierId}',
      method: 'delete',
      path: (world) => `${base(world)}/sponsor-tiers/${world.fundraising.tierId}`,
      expected: adminOnly(204),
      fields: [],
    },
    {
      name: 'POST /api/tournaments/{id}/sponsors',
      method: 'post',
      path: (world) => `${base(world)}/sponsors`,
      body: (world) => ({ name: 'Acme', tierId: world.fundraising.tierId, paid: true }),
      expected: adminOnly(201),
      fields: ['name', 'tierId', 'website', 'logoUrl', 'amount', 'paid', 'method'],
    },
    {
      name: 'PATCH /api/tournaments/{id}/sponsors/{sponsorId}',
      method: 'patch',
      path: (world) => `${base(world)}/sponsors/${world.fundraising.sponsorId}`,
      body: () => ({ paid: true, method: 'cheque' }),
      expected: adminOnly(200),
      fields: ['name', 'tierId', 'website', 'logoUrl', 'amount', 'paid', 'method'],
    },
    {
      name: 'DELETE /api/tournaments/{id}/sponsors/{sponsorId}',
      method: 'delete',
      path: (world) => `${base(world)}/sponsors/${world.fundraising.sponsorId}`,
      expected: adminOnly(204),
      fields: [],
    },
    {
      name: 'PUT /api/tournaments/{id}/sponsors/{sponsorId}/logo',
      method: 'put',
      path: (world) => `${base(world)}/sponsors/${world.fundraising.sponsorId}/logo`,
      raw: { contentType: 'image/png', bytes: pngBytes },
      expected: adminOnly(200),
      fields: [],
    },
    {
      name: 'PUT /api/tournaments/{id}/hole-sponsors/{hole}',
      method: 'put',
      path: (world) => `${base(world)}/hole-sponsors/5`,
      body: (world) => ({ sponsorId: world.fundraising.sponsorId }),
      expected: adminOnly(200),
      fields: ['sponsorId'],
    },
    {
      name: 'DELETE /api/tournaments/{id}/hole-sponsors/{hole}',
      method: 'delete',
      path: (world) => `${base(world)}/hole-sponsors/5`,
      expected: adminOnly(200),
      fields: [],
    },
    {
      name: 'POST /api/tournaments/{id}/add-ons',
      method: 'post',
      path: (world) => `${base(world)}/add-ons`,
      body: () => ({ kind: 'raffle-ticket', name: 'Raffle', price: 5, stock: 100 }),
      expected: adminOnly(201),
      fields: ['kind', 'name', 'price', 'limitPer', 'limit', 'stock', 'mulligans'],
    },
    {
      name: 'POST /api/tournaments/{id}/add-on-sales',
      method: 'post',
      path: (world) => `${base(world)}/add-on-sales`,
      body: (world) => ({ productId: world.fundraising.productId, teamId: world.team.id, quantity: 1, method: 'cash' }),
      expected: byPermission('sales.record', 201),
      fields: ['productId', 'teamId', 'playerId', 'quantity', 'method', 'saleId'],
    },
    {
      name: 'POST /api/tournaments/{id}/teams/{teamId}/mulligans',
      method: 'post',
      path: (world) => `${base(world)}/teams/${world.team.id}/mulligans`,
      body: () => ({ hole: 4 }),
      expected: teamOnly(201, 'scores.anyTeam'),
      fields: ['hole', 'playerId', 'useId'],
    },
    {
      name: 'PUT /api/tournaments/{id}/mulligan-rules',
      method: 'put',
      path: (world) => `${base(world)}/mulligan-rules`,
      body: () => ({ blockedHoles: [7, 17] }),
      expected: adminOnly(200),
      fields: ['blockedHoles'],
    },
    {
      name: 'POST /api/tournaments/{id}/birdie-pledges',
      method: 'post',
      path: (world) => `${base(world)}/birdie-pledges`,
      body: (world) => ({ donorName: 'Uncle Bob', teamId: world.team.id, amountPerBirdie: 5, cap: 50 }),
      expected: anyone(201),
      fields: ['donorName', 'anonymous', 'contactEmail', 'teamId', 'amountPerBirdie', 'cap', 'pledgeId'],
    },
    {
      name: 'POST /api/tournaments/{id}/birdie-pledges/{pledgeId}/collect',
      method: 'post',
      path: (world) => `${base(world)}/birdie-pledges/${world.fundraising.pledgeId}/collect`,
      body: () => ({ method: 'cash' }),
      expected: byPermission('sales.record', 200),
      fields: ['method'],
    },
  ];
}

/** Registration: the organiser sets it up and keeps the desk; anyone registers, and the holder of a link acts on it. */
function registrationRoutes(): MutatingRoute[] {
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}`;
  const own = (token: (world: AttackWorld) => string, rest: string) => (world: AttackWorld) => `/api/registrations/${token(world)}/${rest}`;
  const order = (world: AttackWorld) => ({
    items: [{ productId: world.registration.productId }],
    buyer: { name: 'Walk Up', email: `walk-up-${randomUUID().slice(0, 8)}@example.com` },
    teamName: 'The Walk-Ups',
    players: [{ name: 'Walk Up' }],
  });
  const orderFields = ['items', 'buyer', 'teamName', 'teamAnswers', 'players', 'sponsorName', 'waiverVersion', 'promoCode', 'total', 'amount'];
  const productFields = ['kind', 'name', 'description', 'price', 'fairMarketValue', 'maxPerOrder', 'active', 'sponsorTierId', 'includesHole', 'addOnId'];
  return [
    {
      name: 'PUT /api/tournaments/{id}/registration/settings',
      method: 'put',
      path: (world) => `${base(world)}/registration/settings`,
      body: () => ({ open: true, capacityTeams: 12, waitlistOfferHours: 24, waiverText: 'At my own risk' }),
      expected: adminOnly(200),
      fields: ['open', 'opensAt', 'closesAt', 'capacityTeams', 'waitlistOfferHours', 'payerCoversFee', 'teamQuestions', 'playerQuestions', 'waiverText'],
    },
    {
      name: 'POST /api/tournaments/{id}/registration/products',
      method: 'post',
      path: (world) => `${base(world)}/registration/products`,
      body: () => ({ kind: 'team-entry', name: 'Early foursome', price: 350, fairMarketValue: 150 }),
      expected: adminOnly(201),
      fields: productFields,
    },
    {
      name: 'PATCH /api/tournaments/{id}/registration/products/{productId}',
      method: 'patch',
      path: (world) => `${base(world)}/registration/products/${world.registration.productId}`,
      body: () => ({ price: 420 }),
      expected: adminOnly(200),
      fields: productFields,
    },
    {
      name: 'DELETE /api/tournaments/{id}/registration/products/{productId}',
      method: 'delete',
      path: (world) => `${base(world)}/registration/products/${world.registration.unusedProductId}`,
      expected: adminOnly(204),
      fields: [],
    },
    {
      name: 'POST /api/tournaments/{id}/registration/promo-codes',
      method: 'post',
      path: (world) => `${base(world)}/registration/promo-codes`,
      body: () => ({ code: 'FRIENDS', kind: 'amount', value: 25, maxUses: 10 }),
      expected: adminOnly(201),
      fields: ['code', 'kind', 'value', 'maxUses', 'expiresAt', 'active'],
    },
    {
      name: 'PATCH /api/tournaments/{id}/registration/promo-codes/{promoId}',
      method: 'patch',
      path: (world) => `${base(world)}/registration/promo-codes/${world.registration.promoId}`,
      body: () => ({ active: false }),
      expected: adminOnly(200),
      fields: ['maxUses', 'expiresAt', 'active'],
    },
    {
      name: 'DELETE /api/tournaments/{id}/registration/promo-codes/{promoId}',
      method: 'delete',
      path: (world) => `${base(world)}/registration/promo-codes/${world.registration.promoId}`,
      expected: adminOnly(204),
      fields: [],
    },
    {
      name: 'POST /api/tournaments/{id}/registration/quote',
      method: 'post',
      path: (world) => `${base(world)}/registration/quote`,
      body: (world) => ({ items: [{ productId: world.registration.productId }], promoCode: 'spring' }),
      expected: anyone(200),
      fields: ['items', 'promoCode', 'coverFee'],
    },
    {
      name: 'POST /api/tournaments/{id}/registration/checkout',
      method: 'post',
      path: (world) => `${base(world)}/registration/checkout`,
      body: (world) => ({ ...order(world), checkoutId: randomUUID() }),
      expected: anyone(201),
      fields: ['checkoutId', ...orderFields, 'coverFee'],
    },
    {
      // The holder of the offer e-mail's link claims the place: anyone with the link, signed in or not.
      name: 'POST /api/registrations/{token}/checkout',
      method: 'post',
      path: own((world) => world.registration.offeredToken, 'checkout'),
      expected: anyone(201),
      fields: [],
    },
    {
      name: 'POST /api/registrations/{token}/cancel',
      method: 'post',
      path: own((world) => world.registration.waitlistedToken, 'cancel'),
      expected: anyone(200),
      fields: [],
    },
    {
      name: 'POST /api/tournaments/{id}/registrations/walk-up',
      method: 'post',
      path: (world) => `${base(world)}/registrations/walk-up`,
      body: (world) => ({ ...order(world), registrationId: randomUUID(), method: 'cash' }),
      expected: byPermission('sales.record', 201),
      fields: ['registrationId', ...orderFields, 'method'],
    },
    {
      name: 'POST /api/tournaments/{id}/registrations/{registrationId}/cancel',
      method: 'post',
      path: (world) => `${base(world)}/registrations/${world.registration.paidRegistrationId}/cancel`,
      body: () => ({ reason: 'Cannot play after all' }),
      expected: byPermission('field.edit', 200),
      fields: ['reason'],
    },
    {
      // The world's paid registration was paid in cash: only a card payment is refunded online (409 for the admin too).
      name: 'POST /api/tournaments/{id}/registrations/{registrationId}/refund',
      method: 'post',
      path: (world) => `${base(world)}/registrations/${world.registration.paidRegistrationId}/refund`,
      body: () => ({ amount: 100, reason: 'Rained off' }),
      expected: byPermission('money.refund', 409),
      fields: ['amount', 'reason'],
    },
  ];
}

const auctionItemId = randomUUID();

/** The world's item, without bids, in an auction open to everyone signed in (a bid needs no check-in here). */
async function prepareAuction(dataSource: DataSource, world: AttackWorld): Promise<void> {
  await dataSource.query('DELETE FROM auction_items WHERE id = $1', [auctionItemId]);
  await dataSource.query(
    `INSERT INTO auction_settings (tournament_id, who_may_bid) VALUES ($1, 'signed-in') ON CONFLICT (tournament_id) DO UPDATE SET who_may_bid = 'signed-in'`,
    [world.tournamentId],
  );
  await dataSource.query(
    `INSERT INTO auction_items (id, tournament_id, title, starting_bid_cents, increment_rule, created_by, updated_by)
     VALUES ($1, $2, 'Signed flag', 10000, '{"kind":"fixed","cents":500}', 'world', 'world')`,
    [auctionItemId, world.tournamentId],
  );
}

function auctionRoutes(): MutatingRoute[] {
  const auctionItemBody = () => ({ title: 'Signed flag from the Open', startingBidCents: 10_000, incrementRule: { kind: 'fixed', cents: 500 } });
  const auctionItemFields = [
    'title',
    'description',
    'photos',
    'donorName',
    'fairMarketValueCents',
    'category',
    'startingBidCents',
    'incrementRule',
    'buyNowCents',
    'reserveCents',
    'quantity',
    'opensAt',
    'closesAt',
    'status',
  ];
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}/auction`;
  return [
    {
      name: 'PUT /api/tournaments/{id}/auction/settings',
      method: 'put',
      path: (world) => `${base(world)}/settings`,
      body: () => ({ softCloseMinutes: 3, whoMayBid: 'signed-in' }),
      expected: adminOnly(200),
      fields: ['opensAt', 'closesAt', 'softCloseMinutes', 'hardCapAt', 'whoMayBid'],
    },
    {
      name: 'POST /api/tournaments/{id}/auction/items',
      method: 'post',
      path: (world) => `${base(world)}/items`,
      body: auctionItemBody,
      expected: adminOnly(201),
      fields: auctionItemFields,
    },
    {
      name: 'PUT /api/tournaments/{id}/auction/items/{itemId}',
      method: 'put',
      path: (world) => `${base(world)}/items/${auctionItemId}`,
      body: auctionItemBody,
      expected: adminOnly(200),
      fields: auctionItemFields,
      prepare: prepareAuction,
    },
    {
      name: 'DELETE /api/tournaments/{id}/auction/items/{itemId}',
      method: 'delete',
      path: (world) => `${base(world)}/items/${auctionItemId}`,
      expected: adminOnly(204),
      fields: [],
      prepare: prepareAuction,
    },
    {
      name: 'POST /api/tournaments/{id}/auction/items/{itemId}/bids',
      method: 'post',
      path: (world) => `${base(world)}/items/${auctionItemId}/bids`,
      body: () => ({ idempotencyKey: randomUUID() }),
      expected: anyoneSignedIn(201),
      fields: ['amountCents', 'maxBidCents', 'idempotencyKey'],
      prepare: prepareAuction,
    },
  ];
}
