import type { RemoteModules } from './remote-modules';
import { isRemoteName, parseRemotesManifest, remoteCatalogue, remoteNames } from './remote-names';

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

describe('the remote catalogue', () => {
  // The typed contract, written out: a page added to RemoteModules but not to the catalogue (or the other
  // way round) fails here, so the list every build and server reads agrees with the props the shell types.
  const typedPages: { [R in keyof RemoteModules]: Record<keyof RemoteModules[R], true> } = {
    scoring: {
      ScorecardPage: true,
      TeamSelectPage: true,
      JoinPage: true,
      StationPage: true,
      RegisterPage: true,
      RegistrationConfirmationPage: true,
      FieldCardsPage: true,
      MyStationsPage: true,
      AuctionPage: true,
      AuctionItemPage: true,
      AuctionMyBidsPage: true,
    },
    leaderboard: { LeaderboardPage: true, TvPage: true, DonatePage: true },
    admin: { TournamentsPage: true, AdminPage: true, AdminDialog: true, ResultsPage: true, RevealPage: true, EventInvitePage: true, OrganisationPage: true },
    assistant: { ChatWidget: true },
  };

  it('lists exactly the remotes and pages of the RemoteModules contract', () => {
    expect(remoteNames).toEqual(Object.keys(typedPages));
    for (const name of remoteNames) {
      expect([...remoteCatalogue[name].exposes].sort()).toEqual(Object.keys(typedPages[name]).sort());
    }
  });

  it('tells a remote name from any other string', () => {
    expect(isRemoteName('leaderboard')).toBe(true);
    expect(isRemoteName('toString')).toBe(false);
  });
});
