import { chromiumArgs, chromiumPath } from '@fairway/scripts/stack/chromium.mjs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export function newContext(browser: Browser, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({ viewport: viewports[viewport] });
}

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results');

export function artifactPath(name: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  return join(artifactsDir, name);
}
