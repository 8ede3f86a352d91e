// The desk's close-out in real Chromium against the real API: two desk volunteers take cash and cheques, one
// counts her cash on her phone at the end of the shift and sees she is short; the owner sees both lines, the
// difference marked, and the totals. Screenshots at phone and desktop, and the printed page.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { openAdministrationIn } from './support/administration-dialog';
import { artifactPath, launchBrowser, newContext, type ViewportName } from './support/browser';
import { productRows } from './support/product-database';
import { dismissToasts } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

describe("the desk's close-out", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  async function openCloseOut(person: Organiser, name: string, size: ViewportName): Promise<{ page: Page; panel: Locator }> {
    const context = await newContext(browser, size);
    contexts.push(context);
    const { page, dialog } = await openAdministrationIn(context, person, name);
    const checkIn = dialog.getByRole('tab', { name: 'Check-In' });
    if ((await checkIn.getAttribute('aria-selected')) !== 'true') await checkIn.click();
    await dialog.getByRole('button', { name: 'Close out' }).click();
    const panel = dialog.getByRole('region', { name: 'Close out' });
    await panel.waitFor();
    return { page, panel };
  }

  async function shoot(page: Page, panel: Locator, name: string) {
    await dismissToasts(page);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath(`${name}.png`) });
  }

  it('a desk counts her cash on her phone and sees the difference; the owner sees every desk and the totals', async () => {
    const [owner, dee, sam] = await Promise.all([signUpOrganiser('Olive Owner'), signUpOrganiser('Dee Desk'), signUpOrganiser('Sam Seller')]);
    const name = `Close Out Open ${Date.now()}`;
    const tournament = await createActiveTournament(owner, { name });
    for (const desk of [dee, sam]) {
      await productRows(
        `INSERT INTO event_members (tournament_id, role, status, email, user_id, invited_by, accepted_at) VALUES ($1, 'check-in', 'active', $2, $3, $4, now())`,
        [tournament.id, desk.email, desk.uid, owner.uid],
      );
    }
    const take = (desk: Organiser, amount: number, method: string) =>
      asOrganiser<{ id: string }>(desk, 'POST', `/api/tournaments/${tournament.id}/ledger`, { kind: 'donation', amount, method, donorName: 'Walk-up Giver' });
    await take(dee, 120, 'cash');
    await take(dee, 45.5, 'cash');
    await take(dee, 250, 'cheque');
    await take(sam, 60, 'cash');
    const mistaken = await take(sam, 30, 'cash');
    await asOrganiser(owner, 'POST', `/api/tournaments/${tournament.id}/ledger/${mistaken.id}/void`, { reason: 'Entered twice' });

    const desk = await openCloseOut(dee, name, 'phone');
    const mine = desk.panel.getByRole('region', { name: 'Dee Desk' });
    await mine.getByRole('row', { name: /^Cash \$165\.50/ }).waitFor();
    await desk.panel.getByLabel('Cash counted ($)').fill('160');
    await desk.panel.getByRole('button', { name: 'Save count' }).first().click();
    await mine.getByRole('row', { name: /^Cash/ }).getByText('Short $5.50').waitFor();
    await desk.panel.getByLabel('Cheques counted ($)').fill('250');
    await desk.panel.getByRole('button', { name: 'Save count' }).nth(1).click();
    await mine
      .getByRole('row', { name: /^Cheque/ })
      .getByText('Balanced')
      .waitFor();
    expect(await desk.panel.getByRole('region', { name: 'Sam Seller' }).count()).toBe(0);
    await shoot(desk.page, desk.panel, 'close-out-desk-phone');

    for (const size of ['desktop', 'phone'] as const) {
      const organiser = await openCloseOut(owner, name, size);
      await organiser.panel
        .getByRole('region', { name: 'Sam Seller' })
        .getByRole('row', { name: /^Cash \$60\.00/ })
        .waitFor();
      await organiser.panel.getByRole('region', { name: 'Dee Desk' }).getByText('Count differs').waitFor();
      expect(await organiser.panel.getByLabel('All desks: net taken').innerText()).toBe('$475.50');
      await shoot(organiser.page, organiser.panel, `close-out-owner-${size}`);
      if (size === 'desktop') {
        await organiser.page.emulateMedia({ media: 'print' });
        await organiser.page.screenshot({ path: artifactPath('close-out-owner-print.png'), fullPage: true });
        await organiser.page.emulateMedia({ media: 'screen' });
      }
    }
  }, 240_000);
});
