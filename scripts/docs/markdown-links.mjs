// What the documentation points at: the relative links of a Markdown page (with their anchors), the anchors
// its headings make, and the repository paths it names in inline code. docs-links.spec.mjs checks them all
// against the tree, so a moved file or a renamed heading fails the tests instead of leaving a dead link.

/** Fenced code blocks hold diagrams and shell sessions, not links. @param {string} markdown */
export function withoutCodeBlocks(markdown) {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
}

/**
 * The anchor GitHub gives a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces
 * as hyphens.
 * @param {string} heading
 */
export function headingSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Every anchor a page's headings make; a repeated heading gets -1, -2, ... as on GitHub.
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingAnchors(markdown) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  const anchors = new Set();
  for (const [, text] of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(/** @type {string} */ (text));
    const count = seen.get(slug) ?? 0;
    anchors.add(count ? `${slug}-${count}` : slug);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/**
 * The targets of a page's links and images that stay in the repository: `{ path, anchor }`, path '' for a
 * link within the page.
 * @param {string} markdown
 * @returns {Array<{ target: string, path: string, anchor: string | undefined }>}
 */
export function relativeLinks(markdown) {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => /** @type {string} */ (match[1]))
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => {
      const [path = '', anchor] = target.split('#');
      return { target, path: decodeURI(path), anchor };
    });
}

/**
 * Repository paths a page names in inline code (`api/src/...`, `docs/...`): only whole spans that start at
 * one of the repository's top folders and hold no placeholder (`<app>`, `{id}`, `*`).
 * @param {string} markdown
 * @param {readonly string[]} topFolders
 * @returns {string[]}
 */
export function repositoryPaths(markdown, topFolders) {
  const folders = topFolders.map((folder) => folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const pathPattern = new RegExp(`^(?:${folders})/[\\w./@-]*$`);
  return [...withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => /** @type {string} */ (match[1])).filter((span) => pathPattern.test(span));
}
