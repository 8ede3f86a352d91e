import { chromiumArgs, chromiumPath } from '@fairway/scripts/stack/chromium.mjs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
  /** The clubhouse TV. */
  tv: { width: 1920, height: 1080 },
  /** A clubhouse TV at 720p (a smaller or older screen): the TV's layout must hold at both. */
  tv720: { width: 1280, height: 720 },
} as const;

export type ViewportName = keyof typeof viewports;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export function newContext(browser: Browser, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({ viewport: viewports[viewport] });
}

/**
 * One Chromium for a describe block: `openPage(viewport)` opens a page in a fresh context (reach it through
 * `page.context()`); every context a test opened is closed after it, and the browser after the block.
 */
export function browserPerSuite(): { openPage: (viewport: ViewportName) => Promise<Page> } {
  let browser: Browser | undefined;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => Promise.all(opened.splice(0).map((context) => context.close())));
  afterAll(() => browser?.close());
  return {
    async openPage(viewport) {
      if (!browser) throw new Error('browserPerSuite: the browser opens in beforeAll');
      const context = await newContext(browser, viewport);
      opened.push(context);
      return context.newPage();
    },
  };
}

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results');

export function artifactPath(name: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  return join(artifactsDir, name);
}
