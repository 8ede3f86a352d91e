// What the page's <head> script hands to the app: the remotes manifest the gateway (or nginx) wrote into the
// page, and the remote manifests the script has already asked for, so the federation runtime does not fetch
// them a second time.

/** The remotes manifest written into the page by the gateway (or nginx) when it serves it. */
const inlineRemotesElementId = 'fairway-remotes';

const manifestsSlot = Symbol.for('fairway-fund.shell.preloaded-manifests');
type ManifestsSlot = { [manifestsSlot]?: Map<string, Promise<Response>> };

/** Keeps a remote manifest's response, asked for by the <head> script, until the runtime takes it. */
export function keepPreloadedManifest(win: Window, url: string, response: Promise<Response>): void {
  const holder = win as unknown as ManifestsSlot;
  holder[manifestsSlot] ??= new Map();
  holder[manifestsSlot].set(url, response);
}

/** Hands the remote's manifest, fetched by the page's HTML, to the federation runtime (once). */
export function takePreloadedManifest(url: string): Promise<Response> | undefined {
  const manifests = (globalThis as ManifestsSlot)[manifestsSlot];
  const href = new URL(url, globalThis.location?.href).href;
  const response = manifests?.get(href);
  manifests?.delete(href);
  return response;
}

/** The remotes manifest the page carries (remote name to manifest URL), if it carries one. */
export function readInlineRemotes(doc: Document): Record<string, string> | undefined {
  const text = doc.getElementById(inlineRemotesElementId)?.textContent?.trim();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && Object.keys(parsed).length > 0 ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}
