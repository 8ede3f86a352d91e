import {
  parseAdminPageProps,
  parseEventInvitePageProps,
  parseOrganisationPageProps,
  parseJoinPageProps,
  parseLeaderboardPageProps,
  parseScorecardPageProps,
  parseStationPageProps,
  parseTeamSelectPageProps,
  parseTvPageProps,
  parseDonatePageProps,
  parseRegisterPageProps,
  parseRegistrationConfirmationPageProps,
  parseAuctionItemPageProps,
  parseAuctionMyBidsPageProps,
  parseAuctionPageProps,
  parseFieldCardsPageProps,
  parseMyStationsPageProps,
} from './page-props';
import {
  adminPagePath,
  eventInvitePath,
  organisationPagePath,
  auctionItemPath,
  auctionMyBidsPath,
  auctionPagePath,
  fieldCardsPath,
  myStationPath,
  myStationsPath,
  registerPagePath,
  registrationConfirmationPath,
  teamInvitePath,
} from './page-paths';

const query = (text: string) => new URLSearchParams(text);

describe('page props parsers', () => {
  it.each([
    ['', {}],
    ['tournament=t1', { tournamentId: 't1' }],
    ['tournamentId=t2&teamId=team-9', { tournamentId: 't2', teamId: 'team-9' }],
    ['tournament=old&tournamentId=new', { tournamentId: 'new' }],
    ['tournamentId=&teamId=', {}],
  ])('reads the scorecard from ?%s', (text, expected) => {
    expect(parseScorecardPageProps(query(text))).toEqual(expected);
  });

  it.each([
    ['', {}],
    ['tournament=t3', { tournamentId: 't3' }],
    ['tournamentId=t4', { tournamentId: 't4' }],
  ])('reads the leaderboard from ?%s, accepting both names', (text, expected) => {
    expect(parseLeaderboardPageProps(query(text))).toEqual(expected);
  });

  it('reads team-select and join from the path, and refuses a route without the id', () => {
    expect(parseTeamSelectPageProps({ tournamentId: 't5' })).toEqual({ tournamentId: 't5' });
    expect(parseJoinPageProps({ tournamentId: 't6' })).toEqual({ tournamentId: 't6' });
    expect(() => parseJoinPageProps({})).toThrow('route is missing its :tournamentId segment');
  });

  it('reads the invite code a captain’s link carries to the join page, in capitals', () => {
    expect(parseJoinPageProps({ tournamentId: 't6' }, query('code=qx7k2m'))).toEqual({ tournamentId: 't6', code: 'QX7K2M' });
    expect(parseJoinPageProps({ tournamentId: 't6' }, query('code=%20'))).toEqual({ tournamentId: 't6' });
  });

  it('reads the station link’s token from the path', () => {
    expect(parseStationPageProps({ token: 'tok-9_x' })).toEqual({ token: 'tok-9_x' });
  });

  it('reads the scorer’s and the contest volunteer’s pages from the path, and refuses them without the id', () => {
    expect(parseFieldCardsPageProps({ tournamentId: 't3' })).toEqual({ tournamentId: 't3' });
    expect(parseMyStationsPageProps({ tournamentId: 't3' })).toEqual({ tournamentId: 't3' });
    expect(parseMyStationsPageProps({ tournamentId: 't3' }, query('contest=c7'))).toEqual({ tournamentId: 't3', contestId: 'c7' });
    expect(() => parseFieldCardsPageProps({})).toThrow('route is missing its :tournamentId segment');
    expect(() => parseMyStationsPageProps({})).toThrow('route is missing its :tournamentId segment');
    expect(fieldCardsPath('t 1')).toBe('/tournament/t%201/field-cards');
    expect(myStationsPath('t1')).toBe('/tournament/t1/my-stations');
    expect(myStationPath('t1', 'c 7')).toBe('/tournament/t1/my-stations?contest=c%207');
  });

  it('reads the auction’s pages from the path and writes their links', () => {
    expect(parseAuctionPageProps({ tournamentId: 't3' })).toEqual({ tournamentId: 't3' });
    expect(parseAuctionItemPageProps({ tournamentId: 't3', itemId: 'i9' })).toEqual({ tournamentId: 't3', itemId: 'i9' });
    expect(parseAuctionMyBidsPageProps({ tournamentId: 't3' })).toEqual({ tournamentId: 't3' });
    expect(() => parseAuctionItemPageProps({ itemId: 'i9' })).toThrow('route is missing its :tournamentId segment');
    expect(auctionPagePath('t 1')).toBe('/tournament/t%201/auction');
    expect(auctionItemPath('t1', 'i 9')).toBe('/tournament/t1/auction/i%209');
    expect(auctionMyBidsPath('t1')).toBe('/tournament/t1/auction/my-bids');
  });

  it('reads the TV with or without an id (today’s tournament)', () => {
    expect(parseTvPageProps({ tournamentId: 't7' })).toEqual({ tournamentId: 't7' });
    expect(parseTvPageProps({})).toEqual({});
  });

  it('reads the donate page from the path, and refuses it without the id', () => {
    expect(parseDonatePageProps({ tournamentId: 't8' })).toEqual({ tournamentId: 't8' });
    expect(() => parseDonatePageProps({})).toThrow('route is missing its :tournamentId segment');
  });

  it('reads the registration page and its confirmation from the path, and refuses them without the id', () => {
    expect(parseRegisterPageProps({ tournamentId: 't9' })).toEqual({ tournamentId: 't9' });
    expect(parseRegistrationConfirmationPageProps({ tournamentId: 't9', token: 'r-tok' })).toEqual({ tournamentId: 't9', token: 'r-tok' });
    expect(() => parseRegisterPageProps({})).toThrow('route is missing its :tournamentId segment');
    expect(() => parseRegistrationConfirmationPageProps({ token: 'r-tok' })).toThrow('route is missing its :tournamentId segment');
  });

  it('writes the registration links the router reads back, escaping what a path segment cannot hold', () => {
    expect(registerPagePath('t 1')).toBe('/tournament/t%201/register');
    expect(registrationConfirmationPath('t1', 'a/b?c')).toBe('/tournament/t1/register/confirmation/a%2Fb%3Fc');
    expect(teamInvitePath('t 1', 'QX7K2M')).toBe('/tournament/t%201/join?code=QX7K2M');
    expect(parseJoinPageProps({ tournamentId: 't 1' }, new URL(teamInvitePath('t 1', 'QX7K2M'), 'https://x.test').searchParams)).toEqual({
      tournamentId: 't 1',
      code: 'QX7K2M',
    });
  });

  it('opens Tournament Administration on a tournament and an invitation by its code, as their links write them', () => {
    expect(adminPagePath('t 1')).toBe('/admin?tournament=t%201');
    expect(parseAdminPageProps(new URL(adminPagePath('t 1'), 'https://x.test').searchParams)).toEqual({ tournamentId: 't 1' });
    expect(parseAdminPageProps(query(''))).toEqual({});
    expect(eventInvitePath('K7/2')).toBe('/event-invite/K7%2F2');
    expect(parseEventInvitePageProps({ code: 'K7Q-2MX' })).toEqual({ code: 'K7Q-2MX' });
    expect(organisationPagePath('o 1')).toBe('/organisations/o%201');
    expect(parseOrganisationPageProps({ organisationId: 'o1' })).toEqual({ organisationId: 'o1' });
  });
});
