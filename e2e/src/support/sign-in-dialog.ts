// Drives the shell's sign-in dialog the way a player does.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

export interface Player {
  fullName: string;
  email: string;
  password: string;
}

export function newPlayer(fullName = 'Pat Palmer'): Player {
  return { fullName, email: `player-${randomBytes(5).toString('hex')}@example.com`, password: 'secret-pass-1' };
}

export function signInDialog(page: Page) {
  return page.getByRole('dialog', { name: /Welcome Back|Create Account/ });
}

/** The header's Sign In: a page may offer its own as well (the Admin page to a visitor) once its remote loads. */
export async function openSignIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await signInDialog(page).waitFor();
}

export async function fillSignIn(page: Page, { email, password }: Pick<Player, 'email' | 'password'>): Promise<void> {
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
}

export async function signUpThroughDialog(page: Page, player: Player): Promise<void> {
  await openSignIn(page);
  const dialog = signInDialog(page);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Full Name').fill(player.fullName);
  await fillSignIn(page, player);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

export async function signInThroughDialog(page: Page, player: Pick<Player, 'email' | 'password'>): Promise<void> {
  await openSignIn(page);
  await fillSignIn(page, player);
  await signInDialog(page).getByRole('button', { name: 'Sign In' }).click();
}

export function accountMenuButton(page: Page) {
  return page.getByRole('button', { name: /^Account menu for / });
}

/**
 * The toast showing now (title and description), once one with `title` appears: in the page, or inside the
 * sign-in dialog while that modal is open (the toaster then renders there, above the backdrop).
 */
export async function toastText(page: Page, title: string): Promise<string> {
  const region = page.getByRole('region', { name: 'Messages' }).filter({ has: page.getByText(title, { exact: true }) });
  await region.waitFor({ timeout: 20_000 });
  return region.innerText();
}

/**
 * Closes every toast on the page (before a screenshot). A toast may leave by itself while it is being
 * clicked, so each click is short and a toast already gone is not an error; the page ends with none.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss message' });
  for (let tries = 0; tries < 10 && (await dismiss.count()) > 0; tries++) {
    await dismiss
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await dismiss.first().waitFor({ state: 'detached', timeout: 5_000 });
}
