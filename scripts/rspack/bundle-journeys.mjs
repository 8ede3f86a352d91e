// What is set up before a route opens, and what a user does on it before its JavaScript is counted:
// `--route /admin@signed-in+every-admin-tab=350` measures /admin with Tournament Administration open on a
// tournament the user runs, every tab visited and Edit Tournament pressed;
// `--route /admin@signed-in+auction-tab=...` /admin with the Auction tab open (its own chunk) and its Add item form;
// `--route /admin@signed-in+morning-tabs=...` /admin with the Starts & Print tab, then the Messages tab, opened;
// `--route /mfe/leaderboard/tv/{id}+running-tournament=150` the standalone TV of a tournament running today;
// `--route /mfe/leaderboard/tv/{id}+placed-field=150` the same TV before the round, its starting holes on screen.
// A journey's `before` returns the tournament it made; `{id}` in the route's path is its id.

const password = 'bench-password';

/**
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} path
 * @param {unknown} body
 * @param {string} [token]
 */
async function call(baseUrl, method, path, body, token) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A tournament dated today in its venue's zone, so the API makes it active. */
async function createTournament(baseUrl, idToken) {
  const courses = await (await fetch(`${baseUrl}/api/courses`)).json();
  const course = courses[0];
  const timeZone = 'UTC';
  const date = new Date().toLocaleDateString('en-CA', { timeZone });
  return call(
    baseUrl,
    'POST',
    '/api/tournaments',
    {
      name: 'Bundle Journey Open',
      date,
      timeZone,
      course: course.name,
      courseId: course.id,
      format: 'match-play',
      charityName: 'Journey Charity',
      charityGoal: 5000,
      charityPaypalLink: '',
      sponsors: [],
      holes: [],
    },
    idToken,
  );
}

/** Before the page opens: a tournament of the signed-in account, so the dialog has something to manage. */
async function createOwnTournament(baseUrl, email) {
  const { idToken } = await call(baseUrl, 'POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key', {
    email,
    password,
    returnSecureToken: true,
  });
  return createTournament(baseUrl, idToken);
}

/** A new organiser's account and ID token. */
async function signUpSomeone(baseUrl) {
  const email = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { idToken } = await call(baseUrl, 'POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key', {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

/** Before the page opens: a tournament of a new organiser, for a visitor's screen. */
async function createSomeonesTournament(baseUrl) {
  return createTournament(baseUrl, await signUpSomeone(baseUrl));
}

/** Before the page opens: a new organiser's tournament with 36 teams placed by a shotgun, before any score. */
async function createPlacedField(baseUrl) {
  const idToken = await signUpSomeone(baseUrl);
  const tournament = await createTournament(baseUrl, idToken);
  for (let team = 1; team <= 36; team += 1) {
    await call(baseUrl, 'POST', `/api/tournaments/${tournament.id}/teams`, { name: `Journey Team ${team}`, startingHole: 1, players: [] }, idToken);
  }
  await call(baseUrl, 'PUT', `/api/tournaments/${tournament.id}/starts`, { mode: 'shotgun', shotgunTimes: ['08:00'] }, idToken);
  return tournament;
}

/** @param {import('playwright-core').Page} page */
async function visitEveryAdminTab(page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Manage Bundle Journey Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tournament Administration' });
  for (const tab of [
    'Tournament',
    'Registration',
    'Registrations',
    'Pre-Register',
    'Check-In',
    'Teams',
    'Charity',
    'Sponsors',
    'Add-ons',
    'Contests',
    'Awards',
    'Event Team',
  ]) {
    await dialog.getByRole('tab', { name: tab, exact: true }).click();
    await page.waitForLoadState('networkidle');
  }
  await dialog.getByRole('tab', { name: 'Tournament' }).click();
  await dialog.getByRole('button', { name: 'Edit Tournament' }).click();
  await page.waitForLoadState('networkidle');
}

/** @param {import('playwright-core').Page} page */
async function openAuctionTab(page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Manage Bundle Journey Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tournament Administration' });
  await dialog.getByRole('tab', { name: 'Auction', exact: true }).click();
  await dialog.getByRole('heading', { name: 'Items' }).waitFor();
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('dialog', { name: 'Add item' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** The morning's two tabs, each a chunk of its own: Starts & Print (the plan form, the grid, the print centre), then Messages. */
async function openMorningTabs(page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Manage Bundle Journey Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tournament Administration' });
  await dialog.getByRole('tab', { name: 'Starts & Print', exact: true }).click();
  await dialog.getByRole('heading', { name: 'Print centre' }).waitFor();
  await page.waitForLoadState('networkidle');
  await dialog.getByRole('tab', { name: 'Messages', exact: true }).click();
  await page.waitForLoadState('networkidle');
}

export const journeys = {
  'every-admin-tab': { before: createOwnTournament, after: visitEveryAdminTab },
  'morning-tabs': { before: createOwnTournament, after: openMorningTabs },
  'auction-tab': { before: createOwnTournament, after: openAuctionTab },
  'running-tournament': { before: createSomeonesTournament, after: async () => undefined },
  /** The TV before the round: the starting holes on screen (their own chunk). */
  'placed-field': { before: createPlacedField, after: (page) => page.getByRole('region', { name: 'Starting holes' }).waitFor() },
};

export { password as journeyPassword };
