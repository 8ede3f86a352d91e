import { appBasename } from './app-basename';

describe('appBasename', () => {
  it('is the mount path without its trailing slash', () => {
    expect(appBasename('http://localhost:8080/mfe/leaderboard/', 'http://localhost:8080')).toBe('/mfe/leaderboard');
  });

  it('is empty when the app is served from the root', () => {
    expect(appBasename('http://localhost:4103/', 'http://localhost:4103')).toBe('');
  });

  it('resolves a relative public path against the origin', () => {
    expect(appBasename('/mfe/scoring/', 'https://fairway.example')).toBe('/mfe/scoring');
  });
});
