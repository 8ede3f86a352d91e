// The organisation in real Chromium against the real API: the owner clones last year's event from its Tournament
// tab and lands on the new one; the organisation's page shows both events by year with what each raised, its
// members and its people (phone and desktop screenshots).
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { dismissToasts, signInDialog, signInThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

const shot = (page: Page, name: string) => page.screenshot({ path: artifactPath(`${name}.png`), fullPage: true });

describe('the organisation in the browser', () => {
  const { openPage } = browserPerSuite();

  it('the owner clones the event for next year and the organisation page shows both years, members and people', async () => {
    const owner = await signUpOrganiser('Olive Owner');
    const organisation = await asOrganiser<{ id: string }>(owner, 'POST', '/api/organisations', { name: 'Junior Golf Foundation' });
    const name = `Spring Classic ${Date.now()}`;
    const lastYear = await createActiveTournament(owner, { name, charityGoal: 10000 });
    await asOrganiser(owner, 'PUT', `/api/organisations/${organisation.id}/tournaments/${lastYear.id}`);
    await asOrganiser(owner, 'POST', `/api/tournaments/${lastYear.id}/teams`, {
      name: 'Eagles',
      players: [
        { name: 'Ann Lee', email: 'ann@example.com', handicap: 12, position: 1 },
        { name: 'Bo Park', email: 'bo@example.com', handicap: 8, position: 2 },
      ],
    });
    await asOrganiser(owner, 'POST', `/api/tournaments/${lastYear.id}/ledger`, {
      kind: 'donation',
      amount: 250,
      method: 'cash',
      donorName: 'Ann Lee',
      contactEmail: 'ANN@example.com',
    });
    await asOrganiser(owner, 'POST', `/api/organisations/${organisation.id}/members`, { email: 'ed@example.com', role: 'event-manager' });

    const desktop = await openPage('desktop');
    await desktop.goto(baseUrl(`/admin?tournament=${lastYear.id}`));
    await signInThroughDialog(desktop, owner);
    await signInDialog(desktop).waitFor({ state: 'detached' });
    const administration = desktop.getByRole('dialog', { name: 'Tournament Administration' });
    await administration.getByRole('button', { name: 'Clone for Next Year' }).click();
    const cloneDialog = desktop.getByRole('dialog', { name: 'Clone for Next Year' });
    await cloneDialog.getByLabel('Name').fill(`${name} II`);
    await cloneDialog.getByRole('button', { name: 'Clone Event' }).click();
    await desktop.waitForURL((url) => url.pathname === '/admin' && !!url.searchParams.get('tournament') && url.searchParams.get('tournament') !== lastYear.id);

    await desktop.goto(baseUrl(`/organisations/${organisation.id}`));
    await desktop.getByRole('heading', { name: 'Junior Golf Foundation' }).waitFor();
    const thisYear = Number(new Date().getFullYear());
    await desktop
      .getByRole('region', { name: String(thisYear + 1) })
      .getByText(`${name} II`)
      .waitFor();
    await desktop
      .getByRole('region', { name: String(thisYear) })
      .getByText('$250.00 raised')
      .waitFor();
    await desktop.getByRole('region', { name: 'People' }).getByText('ann@example.com').waitFor();
    await desktop.getByRole('region', { name: 'Members' }).getByText('ed@example.com').waitFor();
    await dismissToasts(desktop);
    await shot(desktop, 'organisation-desktop');
    await desktop.setViewportSize({ width: 390, height: 844 });
    const csv = desktop.getByRole('button', { name: 'Download CSV' });
    expect(await csv.evaluate((button) => button.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    expect(await desktop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(desktop, 'organisation-phone');
  });
});
