// The organiser's Auction tab in real Chromium against the real API: settings saved, an item added through the
// form (money typed in dollars), a guest's bid shown on the live list without a reload, Close now (confirmed)
// sells it to the leader, and the desk takes the winner's payment by bidder number. Screenshots at desktop and
// phone sizes.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { openAdministrationIn, screenshotDialog } from './support/administration-dialog';
import { artifactPath, browserPerSuite } from './support/browser';
import { sampleLogoPng } from './support/sample-logo';
import { pushedWithinMs, shownWithin } from './support/shown-within';
import { dismissToasts, toastText } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

const title = 'Four-ball at Pebble Beach with a night at The Lodge and dinner for four';

async function openAuctionTab(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('tab', { name: 'Auction' }).click();
  await dialog.getByRole('heading', { name: 'Items' }).waitFor();
  await dismissToasts(page);
}

describe("the organiser's Auction tab", () => {
  const { openPage } = browserPerSuite();

  it('saves the settings, adds an item, shows a bid live, closes it now and takes the winner’s payment at the desk', async () => {
    const [organiser, guest] = await Promise.all([signUpOrganiser('Olive Organiser'), signUpOrganiser('Gina Guest')]);
    const name = `Auction Tab Open ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, { name, charityGoal: 5000 });
    const { page, dialog } = await openAdministrationIn((await openPage('desktop')).context(), organiser, name);
    await openAuctionTab(page, dialog);

    // Settings: anyone signed in may bid.
    await dialog.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = dialog.getByRole('form', { name: 'Auction settings' });
    await settings.getByLabel('Who may bid').selectOption({ label: 'Anyone signed in' });
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await toastText(page, 'Auction settings saved');

    // An item through the form, its money typed in dollars.
    await dialog.getByRole('button', { name: 'Items', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add item' }).click();
    const form = page.getByRole('dialog', { name: 'Add item' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Two rounds with caddies, a night at The Lodge and dinner at the Bench.');
    await form.getByLabel('Donor').fill('The Lodge at Pebble Beach');
    await form.getByLabel('Fair market value').fill('2,500');
    await form.getByLabel('Starting bid').fill('400');
    await form.getByLabel('Increment amount').fill('25');
    // A photo chosen before the item exists is uploaded once it is saved.
    await form.locator('input[type=file]').setInputFiles({ name: 'pebble.png', mimeType: 'image/png', buffer: sampleLogoPng(160) });
    await form.getByText('pebble.png').waitFor();
    await form.getByRole('button', { name: 'Add photo' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('admin-auction-add-item-desktop.png') });
    await form.getByRole('button', { name: 'Add item' }).click();
    await toastText(page, `${title} is in the auction`);
    const row = dialog.getByRole('listitem', { name: title });
    await row.getByText('Starting bid $400.00').waitFor();
    await row.getByText('Taking bids').waitFor();
    const [item] = await asOrganiser<Array<{ id: string; startingBidCents: number; fairMarketValueCents: number; incrementRule: unknown; photos: string[] }>>(
      organiser,
      'GET',
      `/api/tournaments/${tournament.id}/auction/items`,
    );
    expect(item).toMatchObject({ startingBidCents: 40_000, fairMarketValueCents: 250_000, incrementRule: { kind: 'fixed', cents: 2_500 } });
    expect(item!.photos).toHaveLength(1);

    // A guest bids on their phone (here through the API): the list shows it without a reload.
    const bidAt = Date.now();
    await bid(guest, tournament.id, item!.id, 40_000);
    const shown = await shownWithin(bidAt, row.getByText('$400.00', { exact: true }).waitFor());
    await row.getByText('Bidder 101').waitFor();
    await row.getByText('1 bid', { exact: true }).waitFor();
    expect(shown).toBeLessThan(pushedWithinMs);
    await screenshotDialog(page, 'admin-auction-live-desktop');

    // Close now asks first, then sells it to the leader.
    await row.getByRole('button', { name: 'Close now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close now' });
    await confirm.getByText(/Bidding stops at once and the leader wins/).waitFor();
    await confirm.getByRole('button', { name: 'Close now' }).click();
    await toastText(page, `${title} is closed`);
    await row.getByText('Sold').waitFor({ timeout: 10_000 });
    expect(await row.getByRole('button', { name: 'Close now' }).count()).toBe(0);

    // The desk: Bidder 101's bill, paid by card.
    await dialog.getByRole('button', { name: 'Checkout', exact: true }).click();
    const findBidder = dialog.getByRole('form', { name: 'Find a bidder' });
    await findBidder.getByLabel('Bidder number').fill('101');
    await findBidder.getByRole('button', { name: 'Show bill' }).click();
    const bill = dialog.getByLabel('Bill of Bidder 101');
    await bill.getByText(title).waitFor({ timeout: 10_000 });
    await bill.getByRole('button', { name: 'Take $400.00' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Bidder 101 paid $400.00 by card' }).waitFor();
    await bill.getByText('(paid)').waitFor();
    await screenshotDialog(page, 'admin-auction-paid-desktop');
    await dialog.getByRole('button', { name: 'Unpaid', exact: true }).click();
    await dialog.getByText('Everyone who won has paid.').waitFor();

    // The fund-a-need, its levels typed in dollars.
    await dialog.getByRole('button', { name: 'Fund-a-need', exact: true }).click();
    const fundANeed = dialog.getByRole('form', { name: 'Fund-a-need' });
    await fundANeed.getByLabel('Title').fill('Junior golf clinics');
    await fundANeed.getByLabel('Giving levels').fill('100, 1,000, 500');
    await fundANeed.getByLabel('Goal').fill('10000');
    await fundANeed.getByRole('button', { name: 'Save fund-a-need' }).click();
    await toastText(page, 'Fund-a-need saved');
    const levels = dialog.getByRole('list', { name: 'Gifts per level' });
    await levels.getByText('$1,000.00').waitFor();
    expect(await levels.getByRole('listitem').allInnerTexts()).toEqual(['$1,000.00\n0 gifts', '$500.00\n0 gifts', '$100.00\n0 gifts']);

    // A guest's bidder number at the desk.
    await dialog.getByRole('button', { name: 'Bidders', exact: true }).click();
    const guestForm = dialog.getByRole('form', { name: 'Add a guest bidder' });
    await guestForm.getByLabel("Guest's name").fill('Hal Guest');
    await guestForm.getByLabel('E-mail').fill(`hal-${Date.now()}@example.com`);
    await guestForm.getByRole('button', { name: 'Give a number' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Hal Guest is Bidder 102' }).waitFor();
    await dialog.getByRole('listitem', { name: 'Bidder 102' }).waitFor();
    await screenshotDialog(page, 'admin-auction-bidders-desktop');

    // The same tab on a phone.
    const onPhone = await openAdministrationIn((await openPage('phone')).context(), organiser, name);
    const phone = onPhone.page;
    await openAuctionTab(phone, onPhone.dialog);
    await onPhone.dialog.getByRole('listitem', { name: title }).getByText('Sold').waitFor();
    await screenshotDialog(phone, 'admin-auction-items-phone');
    await onPhone.dialog.getByRole('button', { name: 'Checkout', exact: true }).click();
    await onPhone.dialog.getByLabel('Bidder number').fill('101');
    await onPhone.dialog.getByRole('button', { name: 'Show bill' }).click();
    await onPhone.dialog.getByLabel('Bill of Bidder 101').getByText(title).waitFor();
    await screenshotDialog(phone, 'admin-auction-checkout-phone');
    await onPhone.dialog.getByRole('button', { name: 'Fund-a-need', exact: true }).click();
    await onPhone.dialog.getByRole('list', { name: 'Gifts per level' }).waitFor();
    await screenshotDialog(phone, 'admin-auction-fund-a-need-phone');
    await onPhone.dialog.getByRole('button', { name: 'Items', exact: true }).click();
    await onPhone.dialog.getByRole('listitem', { name: title }).getByRole('button', { name: 'Edit' }).click();
    const edit = phone.getByRole('dialog', { name: `Edit ${title}` });
    await edit.getByLabel('Title').waitFor();
    // After the dialog's opening animation.
    await phone.waitForTimeout(500);
    await phone.screenshot({ path: artifactPath('admin-auction-edit-item-phone.png') });
  }, 240_000);
});

function bid(guest: Organiser, tournamentId: string, itemId: string, amountCents: number) {
  return asOrganiser(guest, 'POST', `/api/tournaments/${tournamentId}/auction/items/${itemId}/bids`, { amountCents, idempotencyKey: randomUUID() });
}
