import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentMessages } from '@fairway/contracts/payment-messages';
import { type Browser, chromium } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { paymentsWorld, recordOutcomes, type OutcomeRecorder, waitFor } from './support/payments-harness';

/** Where the page's screenshots go (phone and desktop), to be looked at. */
const shots = join(tmpdir(), 'fairway-test-checkout');

describe('the test checkout page in Chromium on a phone', () => {
  let testApp: TestApp;
  let browser: Browser;
  let recorder: OutcomeRecorder;
  let origin: string;
  let world: Awaited<ReturnType<typeof paymentsWorld>>;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    testApp = await startTestApp();
    recorder = recordOutcomes(testApp.app);
    await testApp.app.listen(0, '127.0.0.1');
    origin = (await testApp.app.getUrl()).replace('[::1]', '127.0.0.1');
    world = await paymentsWorld(testApp.app);
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  it('a declined card says so, the bank step confirms, and the buyer lands on the success URL once paid', async () => {
    const { url, sessionId } = await world.open({
      successUrl: `${origin}/api/payments/availability?paid={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/api/payments/availability?back=1`,
    });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(url);
    await phone.getByText('Test checkout — no money moves').waitFor();
    await phone.screenshot({ path: join(shots, 'card-phone.png'), fullPage: true });
    await phone.getByLabel('Card number').fill('4000 0000 0000 0002');
    await phone.getByRole('button', { name: 'Pay $420.00' }).click();
    await phone.getByRole('alert').filter({ hasText: paymentMessages.testCardDeclined }).waitFor();
    await phone.screenshot({ path: join(shots, 'declined-phone.png'), fullPage: true });
    await phone.getByLabel('Card number').fill('4000 0025 0000 3155');
    await phone.getByRole('button', { name: 'Pay $420.00' }).click();
    await phone.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    await phone.screenshot({ path: join(shots, 'authenticate-phone.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Confirm payment' }).click();
    await phone.waitForURL(`${origin}/api/payments/availability?paid=${sessionId}`);
    expect(
      (
        await waitFor(
          () => recorder.of(sessionId),
          (found) => found.length > 0,
        )
      ).map((o) => o.kind),
    ).toEqual(['paid']);
    const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await desktop.goto(url);
    await desktop.getByText(paymentMessages.testSessionPaid).waitFor();
    await desktop.screenshot({ path: join(shots, 'paid-desktop.png') });
  });

  it('going back without paying returns to the cancel URL and expires the session', async () => {
    const { url, sessionId } = await world.open({
      successUrl: `${origin}/api/payments/availability?paid=1`,
      cancelUrl: `${origin}/api/payments/availability?back=1`,
    });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(url);
    await phone.getByRole('button', { name: 'Go back without paying' }).click();
    await phone.waitForURL(`${origin}/api/payments/availability?back=1`);
    expect(
      (
        await waitFor(
          () => recorder.of(sessionId),
          (found) => found.length > 0,
        )
      ).map((o) => o.kind),
    ).toEqual(['expired']);
  });
});
