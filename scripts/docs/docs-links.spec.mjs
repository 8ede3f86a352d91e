import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { repoRoot } from '../stack/repo-paths.mjs';
import { systemTools } from '../stack/system-tools.mjs';
import { headingAnchors, headingSlug, relativeLinks, repositoryPaths } from './markdown-links.mjs';

const readmeMaxLines = 150;
const docsDir = join(repoRoot, 'docs');
const docsPages = readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(docsDir, name));
const subReadmes = ['libs/golf/README.md', 'libs/api-client/README.md', 'scripts/rspack/README.md'].map((path) => join(repoRoot, path));
const pages = [join(repoRoot, 'README.md'), ...docsPages, ...subReadmes];
// Repository-root paths in inline code are checked on the pages written from the root (the sub-READMEs name
// paths inside their package); generated folders are named without existing in a fresh clone.
const rootPages = [join(repoRoot, 'README.md'), ...docsPages];
const topFolders = ['api', 'libs', 'shell', 'mfe-scoring', 'mfe-leaderboard', 'mfe-admin', 'mfe-assistant', 'scripts', 'e2e', 'deploy', 'docs', '.ci'];
const generated = ['e2e/test-results/'];

const read = (/** @type {string} */ file) => readFileSync(file, 'utf8');
const shown = (/** @type {string} */ file) => relative(repoRoot, file);

/** @param {string} from @param {{ target: string, path: string, anchor: string | undefined }} link */
function brokenLink(from, { target, path, anchor }) {
  const file = path ? join(dirname(from), path) : from;
  if (!existsSync(file)) return `${shown(from)}: ${target} (no such file)`;
  if (anchor === undefined || !file.endsWith('.md') || statSync(file).isDirectory()) return undefined;
  return headingAnchors(read(file)).has(anchor) ? undefined : `${shown(from)}: ${target} (no heading #${anchor})`;
}

describe('the front door and docs/', () => {
  it(`keeps README.md at ${readmeMaxLines} lines or fewer`, () => {
    const lines = read(join(repoRoot, 'README.md')).replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(readmeMaxLines);
  });

  it('has every relative link of README.md, docs/*.md and the sub-READMEs point at a file, and at a heading of it', () => {
    const broken = pages.flatMap((page) => relativeLinks(read(page)).map((link) => brokenLink(page, link))).filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('names in inline code only repository paths that exist', () => {
    const missing = rootPages.flatMap((page) =>
      repositoryPaths(read(page), topFolders)
        .filter((path) => !generated.some((folder) => path.startsWith(folder)) && !existsSync(join(repoRoot, path)))
        .map((path) => `${shown(page)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('names every program npm test needs and its Debian package in the README', () => {
    const readme = read(join(repoRoot, 'README.md')).toLowerCase();
    const unnamed = systemTools.flatMap((tool) => [basename(tool.command), tool.debianPackage]).filter((word) => !readme.includes(word.toLowerCase()));
    expect(unnamed).toEqual([]);
  });

  it('links every docs page from the README', () => {
    const linked = new Set(relativeLinks(read(join(repoRoot, 'README.md'))).map((link) => link.path));
    expect(docsPages.map((page) => shown(page)).filter((page) => !linked.has(page))).toEqual([]);
  });
});

describe('markdown-links', () => {
  it('makes the anchors GitHub makes, numbering repeated headings', () => {
    expect(headingSlug("The organiser's and the MC's screens")).toBe('the-organisers-and-the-mcs-screens');
    expect(headingSlug('What `npm start` runs')).toBe('what-npm-start-runs');
    expect(headingSlug('Reaching the database: three ways today')).toBe('reaching-the-database-three-ways-today');
    expect([...headingAnchors('# Tests\n## Tests\n```\n# not a heading\n```\n### Tests and speed')]).toEqual(['tests', 'tests-1', 'tests-and-speed']);
  });

  it('finds relative links and images, leaving out web links, code spans and code blocks', () => {
    const page = [
      'See [the API](api.md#errors), ![shot](screenshots/a.png) and [top](#intro).',
      '[web](https://example.com) `[not](a-link.md)` [ci](../.ci/run)',
      '```',
      '[in a block](block.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(page).map((link) => [link.path, link.anchor])).toEqual([
      ['api.md', 'errors'],
      ['screenshots/a.png', undefined],
      ['', 'intro'],
      ['../.ci/run', undefined],
    ]);
  });

  it('takes only whole code spans that are paths under a top folder, without placeholders', () => {
    const page = 'In `api/src/main.ts`, `libs/golf/`, not `node api/dist/main.js`, `mfe-<name>/src`, `{id}`, `src/app/`.';
    expect(repositoryPaths(page, ['api', 'libs'])).toEqual(['api/src/main.ts', 'libs/golf/']);
  });
});
