// The morning of the event end to end (issue 36), in real Chromium against the real API and a real mail catcher:
// the organiser assigns a shotgun for 36 teams in Starts & Print, swaps two teams with their Move selects and
// locks; downloads the cart signs and scorecards (each team on them, the moved teams at their new holes, a sign's
// QR opening that team's join page on a phone); sends the reminder (each player's own start, a calendar file, a
// join link to their team); writes to one team (only its players get it); closes scoring (each player's place,
// the money raised, the donor's thank-you).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { teamInvitePath } from '@fairway/contracts/remotes';
import { startLabel } from '@fairway/contracts/starts';
import type { Locator, Page } from 'playwright-core';
import { openAdministrationIn } from './support/administration-dialog';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { allMail, attachmentOf, linksIn, mailHtmlUrl, type InboxMail, waitForMail } from './support/mail-inbox';
import { waitForRemotePage } from './support/pages';
import { pdfPages } from './support/pdf-pages';
import { dismissToasts, newPlayer, signInDialog, signUpThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, localToday, signUpOrganiser } from './support/tournaments-api';

interface Team {
  id: string;
  name: string;
  inviteCode: string;
  players: Array<{ id: string; name: string; email: string | null }>;
}

interface StartsReply {
  starts: Array<{ teamId: string; teamName: string; hole: number; slot: string | null }>;
  locked: boolean;
}

const teamCount = 36;
const run = randomBytes(4).toString('hex');
const teamName = (index: number) => `Team ${String(index).padStart(2, '0')} ${run}`;
/** Each team's two players have their own addresses, unique to this run (the catcher serves the whole suite). */
const emailOf = (index: number, seat: 'a' | 'b') => `t${index}${seat}-${run}@example.com`;
const cell = (dialog: Locator, hole: number) => dialog.getByRole('region', { name: `Hole ${hole}`, exact: true });

/** The organiser's download through the page: the server's file, its bytes. */
async function download(page: Page, dialog: Locator, documentName: string): Promise<{ name: string; bytes: Buffer }> {
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: `Download ${documentName}` }).click();
  const file = await downloaded;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** A new player, with a join link open on a phone, signs up and joins: the team's scorecard is where it lands. */
async function joinOpened(phone: Page, inviteCode: string, name: string): Promise<string> {
  await waitForRemotePage(phone, 'scoring', 'JoinPage');
  await signUpThroughDialog(phone, newPlayer(name));
  await signInDialog(phone).waitFor({ state: 'detached' });
  await dismissToasts(phone);
  expect(await phone.getByRole('textbox', { name: 'Invite Code' }).inputValue()).toBe(inviteCode);
  await phone.getByRole('button', { name: 'Join Foursome' }).click();
  await phone.waitForURL(/\/scorecard\?tournamentId=.*&teamId=/);
  return new URL(phone.url()).searchParams.get('teamId')!;
}

const textOf = (mail: InboxMail) => (mail.text ?? '').replace(/\s+/g, ' ');

describe("the organiser's morning, with the players' e-mail", () => {
  const { openPage } = browserPerSuite();

  it('starts, print, reminder, a message to one team and the results reach the right people', async () => {
    const organiser = await signUpOrganiser('Olive Organiser');
    const name = `Morning Open ${run}`;
    const tournament = await createActiveTournament(organiser, { name, charityName: 'Junior Golf Foundation' });
    const base = `/api/tournaments/${tournament.id}`;
    const teams: Team[] = [];
    for (let index = 1; index <= teamCount; index += 1) {
      teams.push(
        await asOrganiser<Team>(organiser, 'POST', `${base}/teams`, {
          name: teamName(index),
          players: [
            { name: `Alex Player ${index}`, email: emailOf(index, 'a'), handicap: 8, position: 1 },
            { name: `Blair Player ${index}`, email: emailOf(index, 'b'), handicap: 20, position: 2 },
          ],
        }),
      );
    }
    const teamById = new Map(teams.map((team) => [team.id, team]));
    const indexOf = (team: Team) => teams.indexOf(team) + 1;

    // 1. Starts & Print: a shotgun, a team of hole 1 and one of hole 2 swapped by their Move selects, then locked.
    const { page, dialog } = await openAdministrationIn((await openPage('desktop')).context(), organiser, name);
    await dialog.getByRole('tab', { name: 'Starts & Print' }).click();
    await dialog.getByRole('heading', { name: 'Starting positions' }).waitFor();
    await dismissToasts(page);
    await dialog.getByRole('form', { name: 'Starting plan' }).getByLabel('Horn').fill('08:30');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await cell(dialog, 18).getByText('2 groups').waitFor();
    const assigned = await asOrganiser<StartsReply>(organiser, 'GET', `${base}/starts`);
    const mover = teamById.get(assigned.starts.find((start) => start.hole === 1)!.teamId)!;
    const swapper = teamById.get(assigned.starts.find((start) => start.hole === 2)!.teamId)!;
    await dialog.getByRole('combobox', { name: `Move ${mover.name}` }).selectOption({ label: 'Hole 2' });
    await cell(dialog, 2).getByRole('listitem', { name: mover.name }).waitFor();
    await dialog.getByRole('combobox', { name: `Move ${swapper.name}` }).selectOption({ label: 'Hole 1' });
    await cell(dialog, 1).getByRole('listitem', { name: swapper.name }).waitFor();
    await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
    await dialog.getByText(/Locked\s*by Olive Organiser/).waitFor();
    const plan = await asOrganiser<StartsReply>(organiser, 'GET', `${base}/starts`);
    expect(plan.locked).toBe(true);
    const startOf = new Map(plan.starts.map((start) => [start.teamId, startLabel({ hole: start.hole, slot: start.slot, teeTime: null })]));
    expect(startOf.get(mover.id)).toMatch(/^Hole 2[A-Z]?$/);
    expect(startOf.get(swapper.id)).toMatch(/^Hole 1[A-Z]?$/);
    // The team's join link, made absolute with the product's public address (the QR on its sign, the reminder's button).
    const joinUrl = (team: Team) => baseUrl(teamInvitePath(tournament.id, team.inviteCode));

    // 2. The print centre: the cart signs, a page per team (two players, one cart) with its start and join QR.
    const signs = await download(page, dialog, 'Cart signs');
    expect(signs.name).toMatch(/cart-signs-letter\.pdf$/);
    const signPages = await pdfPages(signs.bytes);
    expect(signPages).toHaveLength(teamCount);
    const signOf = (team: Team) => signPages.find((sheet) => sheet.lines.includes(team.name))!;
    for (const team of teams) {
      const sign = signOf(team);
      expect(sign).toBeDefined();
      expect(sign.lines).toEqual(
        expect.arrayContaining([`Alex Player ${indexOf(team)}`, `Blair Player ${indexOf(team)}`, startOf.get(team.id), 'Shotgun start at 08:30']),
      );
      expect(sign.qrCodes).toEqual([joinUrl(team)]);
    }
    const scorecards = await download(page, dialog, 'Scorecards');
    const cardLines = (await pdfPages(scorecards.bytes)).flatMap((sheet) => sheet.lines);
    // Each team's card begins with its name (what shares its line varies with the layout); its start is in its header.
    const cardOf = (team: Team) => cardLines.findIndex((line) => line === team.name || line.startsWith(`${team.name} `));
    for (const team of teams) expect(cardOf(team)).toBeGreaterThanOrEqual(0);
    const moverHeader = cardLines.slice(cardOf(mover), cardOf(mover) + 4);
    expect(moverHeader.some((line) => line.includes(`Start: ${startOf.get(mover.id)}`))).toBe(true);
    await dialog.getByRole('heading', { name: 'Print centre' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('morning-print-centre-desktop.png') });

    // The moved team's sign, scanned on a phone: its join page, with its code, joins that team.
    const scanned = signOf(mover).qrCodes[0]!;
    const scanner = await openPage('phone');
    await scanner.goto(scanned);
    expect(await joinOpened(scanner, mover.inviteCode, 'Sam Scanner')).toBe(mover.id);
    await scanner.getByRole('heading', { name: mover.name }).waitFor({ timeout: 20_000 });

    // 3. The reminder, sent now: every player gets their own team's start, a calendar file and their team's join link.
    await dialog.getByRole('tab', { name: 'Messages', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send the reminder now' }).click();
    await page.getByRole('dialog', { name: 'Send the reminder now?' }).getByRole('button', { name: 'Send now' }).click();
    const moverMail = await waitForMail(emailOf(indexOf(mover), 'a'), /^See you /, 15_000);
    expect(textOf(moverMail)).toContain(`Your start: ${startOf.get(mover.id)}`);
    expect(textOf(moverMail)).toContain(`Your team: ${mover.name}`);
    const calendar = moverMail.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
    expect(calendar).toBeDefined();
    // Unfolded (long lines continue after CRLF and a space); the horn's time at the venue, as an instant.
    const ics = (await attachmentOf(moverMail, calendar!)).toString('utf8').replaceAll('\r\n ', '');
    expect(textOf(moverMail)).toMatch(/When: [^:]+, 08:30 /);
    // The tournament's zone is this machine's (createActiveTournament), so 08:30 here is the horn.
    const horn = new Date(`${localToday()}T08:30:00`).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toMatch(new RegExp(`^DTSTART:${horn}\r$`, 'm'));
    expect(ics).toContain(`Start: ${startOf.get(mover.id)}`);
    const swapperMail = await waitForMail(emailOf(indexOf(swapper), 'b'), /^See you /);
    expect(textOf(swapperMail)).toContain(`Your start: ${startOf.get(swapper.id)}`);
    const link = joinUrl(swapper);
    expect(linksIn(swapperMail)).toContain(link);
    // Every player of the field, once each (the scanner joined with an account address of their own).
    const reminded = async () => (await allMail()).filter((mail) => /^See you /.test(mail.subject) && mail.to[0]!.address.endsWith(`-${run}@example.com`));
    for (let waited = 0; (await reminded()).length < 2 * teamCount && waited < 50; waited += 1) await page.waitForTimeout(200);
    expect((await reminded()).map((mail) => mail.to[0]!.address).sort()).toEqual(
      teams.flatMap((team) => [emailOf(indexOf(team), 'a'), emailOf(indexOf(team), 'b')]).sort(),
    );
    const swapperPhone = await openPage('phone');
    // The reminder as the player's phone shows it (the catcher's rendering, its inline QR included).
    await swapperPhone.goto(mailHtmlUrl(swapperMail));
    const joinButton = swapperPhone.getByRole('link', { name: 'Join your team' });
    await joinButton.waitFor();
    await swapperPhone.screenshot({ path: artifactPath('morning-reminder-email-phone.png'), fullPage: true });
    expect(await joinButton.getAttribute('href')).toBe(link);
    await joinButton.click();
    expect(await joinOpened(swapperPhone, swapper.inviteCode, 'Rae Reminded')).toBe(swapper.id);
    await swapperPhone.getByRole('heading', { name: swapper.name }).waitFor({ timeout: 20_000 });
    await swapperPhone.screenshot({ path: artifactPath('morning-joined-from-reminder-phone.png') });

    // 4. A message to one team, also on its scorecards: its two players get it, nobody else.
    const told = teams[6]!;
    const compose = dialog.getByRole('form', { name: 'Message to the field' });
    await compose.getByLabel('To').selectOption({ label: 'One team' });
    await compose.getByLabel('Team').selectOption({ label: told.name });
    await compose.getByLabel('Subject').fill(`Your cart is behind the pro shop ${run}`);
    await compose.getByLabel('Message').fill('Drive out by 8:50.');
    await compose.getByRole('checkbox', { name: "Also show on players' scorecards" }).check();
    await compose.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('dialog', { name: 'Send this message?' }).getByRole('button', { name: 'Send' }).click();
    const subject = new RegExp(`^Your cart is behind the pro shop ${run}`);
    await waitForMail(emailOf(indexOf(told), 'a'), subject);
    await waitForMail(emailOf(indexOf(told), 'b'), subject);
    // The history's delivery column follows the catcher's acceptance (it reads again while any is queued).
    await dialog
      .getByRole('row')
      .filter({ hasText: `Your cart is behind the pro shop ${run}` })
      .getByText('2 sent')
      .waitFor({ timeout: 10_000 });
    expect(
      (await allMail())
        .filter((mail) => subject.test(mail.subject))
        .map((mail) => mail.to[0]!.address)
        .sort(),
    ).toEqual([emailOf(indexOf(told), 'a'), emailOf(indexOf(told), 'b')]);
    await dismissToasts(page);
    await page.screenshot({ path: artifactPath('morning-messages-desktop.png') });

    // 5. Scores for three teams, a gift at the desk with the donor's address, then Close Scoring in the Awards tab.
    const score = (team: Team, strokes: number) =>
      asOrganiser(organiser, 'POST', '/api/scores', { tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole: 1, strokes });
    await score(mover, 2);
    await score(swapper, 5);
    await score(told, 6);
    const donor = `dana-${run}@example.com`;
    await asOrganiser(organiser, 'POST', `${base}/ledger`, { kind: 'donation', amount: 250, method: 'cash', donorName: 'Dana Donor', contactEmail: donor });
    await dialog.getByRole('tab', { name: 'Awards' }).click();
    const close = dialog.getByRole('region', { name: 'Close scoring' });
    await close.getByRole('button', { name: 'Close Scoring' }).click();
    await close.getByRole('button', { name: 'Yes, Close Scoring' }).click();
    const results = await waitForMail(emailOf(indexOf(mover), 'b'), /^The results of /, 15_000);
    expect(textOf(results)).toContain(`${mover.name} finished 1st of 3.`);
    expect(textOf(results)).toContain('Together we raised $250.00 for Junior Golf Foundation.');
    const thanks = await waitForMail(donor, /^Thank you for supporting Junior Golf Foundation/);
    expect(textOf(thanks)).toContain('Thank you for your gift of $250.00 to Junior Golf Foundation');
  }, 180_000);
});
