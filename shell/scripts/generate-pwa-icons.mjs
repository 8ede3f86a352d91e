#!/usr/bin/env node
// Renders the app icons of the web app manifest (public/icons/*.png) from the brand mark, with the Chromium
// the browser tests use. Run again after changing the mark: node shell/scripts/generate-pwa-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const shellDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(shellDir, 'public', 'icons');
const mark = readFileSync(join(shellDir, '..', 'libs', 'ui', 'src', 'assets', 'favicon.svg'), 'utf8');
const markBody = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const green = '#1f7a4d';

/** "any": the round mark on transparency. Full bleed: a green square with the mark's flag inside the safe zone. */
const variants = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  // Maskable icons are cropped to as little as the centre 80% circle; iOS adds its own rounded corners.
  { file: 'icon-maskable-512.png', size: 512, bleed: true },
  { file: 'apple-touch-icon.png', size: 180, bleed: true },
];

function svgFor({ size, bleed }) {
  const inner = bleed ? `<rect width="32" height="32" fill="${green}"/><g transform="translate(3.2 3.2) scale(0.8)">${markBody}</g>` : markBody;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${inner}</svg>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const variant of variants) {
    await page.setViewportSize({ width: variant.size, height: variant.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svgFor(variant)}</body></html>`);
    await page.locator('svg').screenshot({ path: join(outDir, variant.file), omitBackground: !variant.bleed });
    console.log(`wrote public/icons/${variant.file}`);
  }
} finally {
  await browser.close();
}
