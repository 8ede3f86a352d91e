import { jest } from '@jest/globals';
import { preloadRoutes } from './preload-routes';
import { prefetchedJson } from '@fairway/api-client/prefetched-reads';
import { takePreloadedManifest } from '../../../shared/model/preloaded-manifests';
import { remoteFilesOf, startRoutePreload } from './start-route-preload';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.1a2b3c4d.js', path: '' } },
  exposes: [
    {
      name: 'ScorecardPage',
      assets: { js: { sync: ['expose.11111111.js'], async: ['ScorecardPage.22222222.js'] }, css: { sync: [], async: ['ScorecardPage.33333333.css'] } },
    },
    { name: 'TeamSelectPage', assets: { js: { sync: ['expose.11111111.js'], async: ['TeamSelectPage.44444444.js'] }, css: { sync: [], async: [] } } },
  ],
};

function answer(body: unknown): Response {
  const response = { ok: true, status: 200, json: async () => body, clone: () => response };
  return response as unknown as Response;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const hints = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

describe('the route preload in the page head', () => {
  let fetch: jest.Mock<(input: string) => Promise<Response>>;

  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '<script id="fairway-remotes" type="application/json">{"scoring":"/mfe/scoring/mf-manifest.json"}</script>';
    fetch = jest.fn(async (input: string) => answer(input.endsWith('mf-manifest.json') ? manifest : []));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  });

  it("starts the page's reads and the remote's manifest at once, then preloads its entry and only that page's files", async () => {
    window.history.pushState({}, '', '/tournament/t-1/team-select');
    startRoutePreload(preloadRoutes);

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/tournaments/t-1',
      '/api/tournaments/t-1/teams',
      'http://localhost/mfe/scoring/mf-manifest.json',
    ]);
    await settle();
    expect(hints()).toEqual([
      'script http://localhost/mfe/scoring/remoteEntry.1a2b3c4d.js',
      'script http://localhost/mfe/scoring/expose.11111111.js',
      'script http://localhost/mfe/scoring/TeamSelectPage.44444444.js',
    ]);
  });

  it("on the next visit preloads the page's files the manifest listed last time at once, and only new ones when it arrives", async () => {
    window.history.pushState({}, '', '/tournament/t-2/team-select');
    startRoutePreload(preloadRoutes);
    await settle();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    const deployed = JSON.parse(JSON.stringify(manifest).replace('TeamSelectPage.44444444.js', 'TeamSelectPage.55555555.js')) as typeof manifest;
    fetch.mockImplementation(async (input: string) => answer(input.endsWith('mf-manifest.json') ? deployed : []));

    startRoutePreload(preloadRoutes);
    const beforeTheManifest = hints();
    await settle();

    expect(beforeTheManifest).toEqual([
      'script http://localhost/mfe/scoring/remoteEntry.1a2b3c4d.js',
      'script http://localhost/mfe/scoring/expose.11111111.js',
      'script http://localhost/mfe/scoring/TeamSelectPage.44444444.js',
    ]);
    expect(hints().slice(beforeTheManifest.length)).toEqual(['script http://localhost/mfe/scoring/TeamSelectPage.55555555.js']);
  });

  it("sends a personal read with the stored session's token while it is fresh, and anonymously otherwise", () => {
    const session = (expiresInMs: number) => () => ({
      user: { uid: 'u-1', email: null, emailVerified: true, displayName: 'Ann', photoURL: null },
      idToken: 'stored-token',
      expiresAt: Date.now() + expiresInMs,
    });
    const authorization = (url: string) =>
      new Headers((fetch.mock.calls.find(([called]) => called === url) as unknown as [string, RequestInit])[1].headers).get('Authorization');

    window.history.pushState({}, '', '/tournament/t-20/team-select');
    startRoutePreload(preloadRoutes, window, session(30 * 60_000), () => true);
    expect(authorization('/api/tournaments/t-20/teams')).toBe('Bearer stored-token');
    // A tournament read answers the caller's own canManage and isMember: a visitor's answer is not theirs.
    expect(authorization('/api/tournaments/t-20')).toBe('Bearer stored-token');

    window.history.pushState({}, '', '/tournament/t-22/tv');
    startRoutePreload(preloadRoutes, window, session(30 * 60_000), () => true);
    expect(authorization('/api/leaderboard/t-22')).toBeNull();

    window.history.pushState({}, '', '/tournament/t-21/team-select');
    startRoutePreload(preloadRoutes, window, session(30_000), () => true);
    expect(authorization('/api/tournaments/t-21/teams')).toBeNull();
  });

  it("lets a visitor's first render take a personal read's answer, but not a stored session's whose token was not sent", () => {
    window.history.pushState({}, '', '/tournament/t-23/team-select');
    startRoutePreload(
      preloadRoutes,
      window,
      () => undefined,
      () => false,
    );
    window.history.pushState({}, '', '/tournament/t-24/team-select');
    startRoutePreload(
      preloadRoutes,
      window,
      () => undefined,
      () => true,
    );
    const answered = async () => new Promise((resolve) => setTimeout(resolve, 0));
    return answered().then(() => {
      expect(prefetchedJson('/api/tournaments/t-23/teams')).toBeDefined();
      expect(prefetchedJson('/api/tournaments/t-24/teams')).toBeUndefined();
    });
  });

  it('hands the fetched manifest to the federation runtime once', async () => {
    window.history.pushState({}, '', '/scorecard');
    startRoutePreload(preloadRoutes);

    const first = takePreloadedManifest('/mfe/scoring/mf-manifest.json');
    expect(await (await first)?.json()).toEqual(manifest);
    expect(takePreloadedManifest('/mfe/scoring/mf-manifest.json')).toBeUndefined();
  });

  it('loads no remote when the page carries no manifest (the dev server): the app fetches /remotes.json itself', () => {
    document.head.innerHTML = '<script id="fairway-remotes" type="application/json"></script>';
    window.history.pushState({}, '', '/scorecard');
    startRoutePreload(preloadRoutes);

    expect(fetch).not.toHaveBeenCalled();
  });

  it('finds files next to a manifest served from another origin', () => {
    const files = remoteFilesOf(manifest, 'https://cdn.example.com/scoring/v2/mf-manifest.json', 'ScorecardPage');
    expect(files).toEqual({
      scripts: [
        'https://cdn.example.com/scoring/v2/remoteEntry.1a2b3c4d.js',
        'https://cdn.example.com/scoring/v2/expose.11111111.js',
        'https://cdn.example.com/scoring/v2/ScorecardPage.22222222.js',
      ],
      styles: ['https://cdn.example.com/scoring/v2/ScorecardPage.33333333.css'],
    });
  });
});
