// Tournaments made through the real API, as a signed-up organiser of the real Auth emulator would.
import { randomBytes } from 'node:crypto';
import { emulatorAdmin, operatorIdToken } from './auth-emulator-admin';
import { baseUrl } from './base-url';
import { productRows } from './product-database';

export interface Organiser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

const emulatorKey = 'fake-api-key';

async function identityToolkit<T>(method: string, body: object): Promise<T> {
  const response = await fetch(baseUrl(`/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${emulatorKey}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A brand-new account, through the product's identity path (the API's local identity service), as the browser makes one. */
export async function signUpOrganiser(displayName = 'Olivia Organiser'): Promise<Organiser> {
  const email = `organiser-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'secret-pass-1';
  const body = await identityToolkit<{ localId: string; idToken: string }>('signUp', { email, password, displayName, returnSecureToken: true });
  return { uid: body.localId, email, password, idToken: body.idToken };
}

/**
 * An ID token for a tournament's admin (an account's uid, or a verified e-mail), e.g. of a tournament made by
 * another test: signed with the key the global setup gave the API's local identity service, as only its
 * operator can (no password changed, so the account's own sessions go on).
 */
async function idTokenFor(adminUserId: string): Promise<string> {
  if (adminUserId.includes('@')) return operatorIdToken(`operator-${randomBytes(6).toString('hex')}`, { email: adminUserId, email_verified: true });
  const { users = [] } = await emulatorAdmin<{ users?: Array<{ email?: string; emailVerified?: boolean; displayName?: string }> }>(
    'POST',
    '/identitytoolkit.googleapis.com/v1/accounts:lookup',
    { localId: [adminUserId] },
  );
  const account = users[0];
  if (!account) throw new Error(`no account ${adminUserId} at the Auth emulator`);
  return operatorIdToken(adminUserId, { email: account.email, email_verified: account.emailVerified === true, name: account.displayName });
}

/** Who administers the tournament: no public read says (account ids are the API's own), so its database does. */
async function adminOf(tournamentId: string): Promise<string> {
  const [row] = await productRows<{ admin_user_id: string }>('SELECT admin_user_id FROM tournaments WHERE id = $1', [tournamentId]);
  if (!row) throw new Error(`no tournament ${tournamentId} in the database`);
  return row.admin_user_id;
}

/** Today on this machine, as the API (same machine) computes a tournament's status. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface TournamentSeed {
  name: string;
  charityName?: string;
  charityGoal?: number;
  charityPaypalLink?: string;
  format?: 'best-ball' | 'scramble' | 'stroke-play';
}

export interface CreatedTournament {
  id: string;
  name: string;
  adminUserId: string;
  status: string;
}

/** A JSON call to the API with the given headers, its reply's JSON body; throws with the reply's text on a failure status. */
export async function callApi<T>(method: string, path: string, headers: Record<string, string>, body?: object): Promise<T> {
  const response = await fetch(baseUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function api<T>(method: string, path: string, idToken: string, body?: object): Promise<T> {
  return callApi<T>(method, path, { Authorization: `Bearer ${idToken}` }, body);
}

/** A call to the API as the organiser, its reply's JSON body; throws with the reply's text on a failure status. */
export function asOrganiser<T>(organiser: Organiser, method: string, path: string, body?: object): Promise<T> {
  return api<T>(method, path, organiser.idToken, body);
}

/** A tournament dated today: the API makes it active. */
export function createActiveTournament(organiser: Organiser, seed: TournamentSeed): Promise<CreatedTournament> {
  return api<CreatedTournament>('POST', '/api/tournaments', organiser.idToken, {
    name: seed.name,
    date: localToday(),
    // The venue's day decides "today": this machine's zone keeps localToday() the venue's today.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    course: 'Pebble Beach Golf Links',
    format: seed.format ?? 'best-ball',
    charityName: seed.charityName ?? 'Junior Golf Foundation',
    charityGoal: seed.charityGoal ?? 25000,
    charityPaypalLink: seed.charityPaypalLink ?? '',
  });
}

/**
 * Marks every tournament active today as completed, whoever created it, so the home page's states can be
 * set up exactly (the browser suite shares one database).
 */
export async function completeActiveTournaments(): Promise<void> {
  const response = await fetch(baseUrl('/api/tournaments/active'));
  const active = (await response.json()) as Array<Pick<CreatedTournament, 'id'>>;
  for (const tournament of active) {
    const idToken = await idTokenFor(await adminOf(tournament.id));
    await api('PATCH', `/api/tournaments/${tournament.id}`, idToken, { status: 'completed' });
  }
}
