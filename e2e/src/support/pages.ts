import type { Page } from 'playwright-core';

/** Where each route's content comes from: the remote that owns it and the page it exposes. */
export const remoteRoutes = [
  { path: '/tournaments', remote: 'admin', page: 'TournamentsPage' },
  { path: '/admin', remote: 'admin', page: 'AdminPage' },
  { path: '/scorecard', remote: 'scoring', page: 'ScorecardPage' },
  { path: '/leaderboard', remote: 'leaderboard', page: 'LeaderboardPage' },
  { path: '/tournament/t-123/team-select', remote: 'scoring', page: 'TeamSelectPage' },
  { path: '/tournament/t-123/join', remote: 'scoring', page: 'JoinPage' },
  { path: '/tournament/t-123/tv', remote: 'leaderboard', page: 'TvPage' },
  { path: '/tournament/t-123/donate', remote: 'leaderboard', page: 'DonatePage' },
  { path: '/tournament/t-123/reveal', remote: 'admin', page: 'RevealPage' },
  { path: '/event-invite/K7Q-2MX', remote: 'admin', page: 'EventInvitePage' },
  { path: '/tournament/t-123/register', remote: 'scoring', page: 'RegisterPage' },
  { path: `/tournament/t-123/register/confirmation/${'r'.repeat(43)}`, remote: 'scoring', page: 'RegistrationConfirmationPage' },
] as const;

export function remoteSelector(remote: string, page: string): string {
  return `[data-remote="${remote}"][data-page="${page}"]`;
}

export async function waitForRemotePage(page: Page, remote: string, name: string): Promise<void> {
  await page.locator(remoteSelector(remote, name)).first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** Page errors, what the security policy refused (an inline head script whose hash it lacks) and failed requests, to assert a page loaded cleanly. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`refused: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}
