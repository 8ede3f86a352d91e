import { matchRoutes } from '@fairway/ui/router';
import { type AppRoute, appRoutes } from './app-routes';

function resolve(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://fairway.test');
  const matches = matchRoutes(appRoutes, pathname);
  const match = matches?.at(-1);
  if (!match) throw new Error(`no route for ${url}`);
  const route = match.route as AppRoute;
  return { owner: route.owner, page: route.page, title: route.title, props: route.props({ params: match.params, search: searchParams }) };
}

describe('the route table', () => {
  it.each([
    ['/', 'shell', 'HomePage', {}],
    ['/tournaments', 'admin', 'TournamentsPage', {}],
    ['/scorecard', 'scoring', 'ScorecardPage', {}],
    ['/scorecard?tournament=t1', 'scoring', 'ScorecardPage', { tournamentId: 't1' }],
    ['/scorecard?tournamentId=t2&teamId=team-9', 'scoring', 'ScorecardPage', { tournamentId: 't2', teamId: 'team-9' }],
    ['/leaderboard', 'leaderboard', 'LeaderboardPage', {}],
    ['/leaderboard?tournament=t3', 'leaderboard', 'LeaderboardPage', { tournamentId: 't3' }],
    ['/admin', 'admin', 'AdminPage', {}],
    ['/admin?tournament=t3', 'admin', 'AdminPage', { tournamentId: 't3' }],
    ['/event-invite/K7Q-2MX', 'admin', 'EventInvitePage', { code: 'K7Q-2MX' }],
    ['/organisations/o1', 'admin', 'OrganisationPage', { organisationId: 'o1' }],
    ['/tournament/t4/team-select', 'scoring', 'TeamSelectPage', { tournamentId: 't4' }],
    ['/tournament/t5/join', 'scoring', 'JoinPage', { tournamentId: 't5' }],
    ['/tournament/t6/tv', 'leaderboard', 'TvPage', { tournamentId: 't6' }],
    ['/tournament/t7/results', 'admin', 'ResultsPage', { tournamentId: 't7' }],
    ['/tournament/t7/reveal', 'admin', 'RevealPage', { tournamentId: 't7' }],
    ['/tournament/t8/donate', 'leaderboard', 'DonatePage', { tournamentId: 't8' }],
    ['/station/tok-9_x', 'scoring', 'StationPage', { token: 'tok-9_x' }],
    ['/tournament/t9/field-cards', 'scoring', 'FieldCardsPage', { tournamentId: 't9' }],
    ['/tournament/t9/my-stations', 'scoring', 'MyStationsPage', { tournamentId: 't9' }],
    ['/tournament/t9/my-stations?contest=c1', 'scoring', 'MyStationsPage', { tournamentId: 't9', contestId: 'c1' }],
    ['/tournament/t9/auction', 'scoring', 'AuctionPage', { tournamentId: 't9' }],
    ['/tournament/t9/auction/i-42', 'scoring', 'AuctionItemPage', { tournamentId: 't9', itemId: 'i-42' }],
    ['/tournament/t9/auction/my-bids', 'scoring', 'AuctionMyBidsPage', { tournamentId: 't9' }],
  ])('%s is served by %s/%s', (url, owner, page, props) => {
    expect(resolve(url)).toMatchObject({ owner, page, props });
  });

  it.each(['/nope', '/tournament/t1', '/tournament/t1/tv/extra', '/tournament/t1/auction/i-1/extra', '/tournaments/t1', '/scorecards'])(
    '%s falls through to the 404 page',
    (url) => {
      expect(resolve(url)).toMatchObject({ owner: 'shell', page: 'NotFoundPage', title: '404 Page Not Found' });
    },
  );

  it('prefers tournamentId over tournament when a scorecard link carries both', () => {
    expect(resolve('/scorecard?tournament=old&tournamentId=new').props).toEqual({ tournamentId: 'new' });
  });
});
