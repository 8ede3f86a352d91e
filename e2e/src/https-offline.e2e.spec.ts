// The address golfers are given is HTTPS for the event's domain, served by the deployment's nginx (its
// configuration, start-up scripts and self-signed certificate, run here by Debian's nginx). A phone that
// opened the scorecard there reloads it offline: the service worker needs a secure context, which
// `npm start`'s plain-HTTP network address is not (that page says so instead).
import { createHash, X509Certificate } from 'node:crypto';
import { chromiumArgs, chromiumPath } from '@fairway/scripts/stack/chromium.mjs';
import { startLocalWebContainer } from '@fairway/scripts/stack/local-web-container.mjs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { artifactPath, viewports } from './support/browser';
import { waitForRemotePage } from './support/pages';

const domain = 'fairway.test';
const lanName = 'clubhouse.test';

/** What Chromium's --ignore-certificate-errors-spki-list takes: the base64 SHA-256 of the public key. */
function spkiHash(certificatePem: string): string {
  const spki = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

describe('the event address over HTTPS, and the network address for trying it', () => {
  let web: Awaited<ReturnType<typeof startLocalWebContainer>>;
  let browser: Browser;

  beforeAll(async () => {
    web = await startLocalWebContainer({ apiUrl: process.env.E2E_API_URL ?? '', domain });
    // The phone resolves both names to this machine and trusts the certificate nginx serves as a phone
    // trusts the certificate authority's: a trusted certificate, not an ignored error, makes a secure context.
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        ...chromiumArgs,
        `--host-resolver-rules=MAP ${domain} 127.0.0.1, MAP ${lanName} 127.0.0.1`,
        `--ignore-certificate-errors-spki-list=${spkiHash(web.certificatePem)}`,
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  async function phonePage(): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports.phone });
    return context.newPage();
  }

  it('reloads the scorecard offline when it was opened at https://<domain>, with no trial banner', async () => {
    const page = await phonePage();
    const eventUrl = `https://${domain}:${web.port}`;
    const response = await page.goto(`${eventUrl}/scorecard`);
    expect(response?.headers()['strict-transport-security']).toBe('max-age=31536000');
    await waitForRemotePage(page, 'scoring', 'ScorecardPage');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(async () => {
      const cache = await caches.open('fairway-static-v1');
      return (await cache.keys()).some((request) => new URL(request.url).pathname.startsWith('/mfe/scoring/'));
    });
    expect(await page.getByRole('note').filter({ hasText: 'For trying Fairway Fund only.' }).count()).toBe(0);

    await page.context().setOffline(true);
    await page.reload();
    await waitForRemotePage(page, 'scoring', 'ScorecardPage');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.context().close();
  });

  it('says on the plain-HTTP network address that it is for trying the product: no service worker there', async () => {
    const page = await phonePage();
    const gateway = new URL(process.env.E2E_BASE_URL ?? '');
    await page.goto(`http://${lanName}:${gateway.port}/scorecard`);
    await waitForRemotePage(page, 'scoring', 'ScorecardPage');
    const banner = page.getByRole('note').filter({ hasText: 'For trying Fairway Fund only.' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain("can't reopen offline");
    expect(await page.evaluate(() => [window.isSecureContext, 'serviceWorker' in navigator])).toEqual([false, false]);
    await page.screenshot({ path: artifactPath('trial-address-banner-phone.png') });
    await page.context().close();
  });
});
