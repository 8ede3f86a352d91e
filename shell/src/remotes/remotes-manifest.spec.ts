import { parseRemotesManifest } from './remotes-manifest';

describe('parseRemotesManifest', () => {
  it('keeps the known remotes and ignores unknown keys', () => {
    expect(parseRemotesManifest({ scoring: '/mfe/scoring/mf-manifest.json', 'future-remote': '/x.json' })).toEqual({
      scoring: '/mfe/scoring/mf-manifest.json',
    });
  });

  it('rejects a document that is not an object, and empty or non-string URLs', () => {
    expect(() => parseRemotesManifest(['scoring'])).toThrow('must be a JSON object');
    expect(() => parseRemotesManifest({ admin: '' })).toThrow('"admin" must be a non-empty URL');
    expect(() => parseRemotesManifest({ assistant: 42 })).toThrow('"assistant" must be a non-empty URL');
  });
});
