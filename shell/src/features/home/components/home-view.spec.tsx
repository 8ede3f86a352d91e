import { jest } from '@jest/globals';
import { unansweredRetryMs } from '@fairway/api-client';
import { prefetchRead } from '@fairway/api-client/prefetched-reads';
import { fakeResponse, sampleSponsor } from '@fairway/api-client/testing';
import { closeSignIn } from '@fairway/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeUser } from '@fairway/auth/testing';
import { HomePage, loadHomePage } from './home-page';
import { HomeView } from './home-view';
import { fakeApi, tournamentNamed } from '../testing/fake-api';
import { renderHome, shellState } from '../testing/render-home';

const classic = tournamentNamed('Spring Charity Classic', '11111111-1111-4111-8111-111111111111', {
  charityRaised: 2345,
  charityGoal: 5000,
  sponsors: ['Acme Irrigation', 'Birdie Bakery'],
});
const scramble = tournamentNamed('Lakeside Scramble', '22222222-2222-4222-8222-222222222222', { format: 'scramble', course: 'Lakeside Links' });

const probe = () => shellState(screen.getByTestId('shell-probe'));

/** A card (libs/ui Panel) by its title. */
function card(title: string): HTMLElement {
  const section = screen.getByRole('heading', { name: title }).closest('section');
  if (!section) throw new Error(`no card titled ${title}`);
  return section;
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  closeSignIn();
});

describe('home page', () => {
  it('shows a placeholder while the active tournaments load', () => {
    fakeApi('pending');
    renderHome(<HomeView />);
    screen.getByRole('status', { name: 'Loading tournaments' });
  });

  it('loads its own chunk, then the page', async () => {
    fakeApi([]);
    renderHome(<HomePage />);
    await screen.findByRole('heading', { level: 1, name: 'Every swing on the course raises money off it.' });
  });

  it('shows the page in its first render, without the placeholder, once the shell has loaded its chunk', async () => {
    fakeApi([]);
    // As the page's head script does: today's tournaments asked for before the app runs.
    prefetchRead('/api/tournaments/active');
    await loadHomePage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderHome(<HomePage />);
    screen.getByRole('heading', { level: 1, name: 'Every swing on the course raises money off it.' });
  });

  it('reports a connection error and loads again on Retry', async () => {
    const fetch = fakeApi('error');
    renderHome(<HomeView />);
    await screen.findByRole('heading', { name: 'Connection Error' });
    fakeApi([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Create Your First Tournament' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks again by itself after a failed read, and shows today's tournaments when it answers", async () => {
    jest.useFakeTimers();
    fakeApi('error');
    renderHome(<HomeView />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    screen.getByText(/No signal, trying again/);
    fakeApi([]);
    await act(() => jest.advanceTimersByTimeAsync(unansweredRetryMs));
    await act(() => jest.advanceTimersByTimeAsync(100));
    screen.getByRole('button', { name: 'Create Your First Tournament' });
  });
});

describe('home with no active tournament: the landing page', () => {
  it('has the hero, five feature blocks, a testimonial and setup stats', async () => {
    fakeApi([]);
    renderHome(<HomeView />);
    await screen.findByRole('button', { name: 'Learn More' });
    const features = screen.getByRole('region', { name: 'Everything a charity tournament needs' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Real-time scoring', 'Live leaderboards', 'Charity fundraising', 'Team management', 'Tournament formats']);
    screen.getByText(/nobody had to add up a single paper scorecard/);
    screen.getByText('free forever for charity events');
  });

  it('Create Your First Tournament asks a visitor to create an account first', async () => {
    fakeApi([]);
    renderHome(<HomeView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your First Tournament' }));
    expect(probe().signIn).toEqual({ open: true, mode: 'sign-up' });
    expect(probe().path).toBe('/');
  });

  it('Create Your First Tournament takes a signed-in user to the Tournaments page with its Create dialog open', async () => {
    fakeApi([]);
    renderHome(<HomeView />, { user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your First Tournament' }));
    expect(probe().path).toBe('/tournaments?create=1');
  });

  it('Learn More scrolls to the features and moves focus there', async () => {
    fakeApi([]);
    renderHome(<HomeView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Learn More' }));
    const features = screen.getByRole('region', { name: 'Everything a charity tournament needs' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(features);
  });
});

describe('home with one active tournament', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it("Donate Now opens the tournament's donate page when it has no PayPal link", async () => {
    fakeApi([classic]);
    renderHome(<HomeView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Donate Now' }));
    expect(probe().path).toBe(`/tournament/${classic.id}/donate`);
  });

  it('shows the banner, the Join Tournament links and the About card', async () => {
    fakeApi([classic]);
    renderHome(<HomeView />);
    await screen.findByRole('heading', { level: 1, name: 'Spring Charity Classic' });
    const join = card('Join Tournament');
    const href = (name: string) => within(join).getByRole('link', { name }).getAttribute('href');
    expect(href('Enter Scorecard')).toBe(`/tournament/${classic.id}/team-select`);
    expect(href('Register Foursome')).toBe(`/tournament/${classic.id}/join`);
    expect(href('TV Leaderboard')).toBe(`/tournament/${classic.id}/tv`);
    const about = card('About This Tournament');
    within(about).getByText('Best Ball');
    within(about).getByText('Acme Irrigation, Birdie Bakery');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('47');
  });

  it('names the sponsors recorded for the tournament in the About card, instead of those typed with it', async () => {
    const fetch = fakeApi([classic]);
    const answer = fetch.getMockImplementation()!;
    const sponsors = [sampleSponsor({ name: 'Fore Bank' }), sampleSponsor({ id: '00000000-0000-4000-8000-0000000000e2', name: 'Greenside Grill' })];
    fetch.mockImplementation(async (url) => (url === `/api/tournaments/${classic.id}/sponsors` ? fakeResponse(200, sponsors) : answer(url)));
    renderHome(<HomeView />);
    await screen.findByRole('heading', { level: 1, name: 'Spring Charity Classic' });
    expect((await within(card('About This Tournament')).findByText('Fore Bank, Greenside Grill')).tagName).toBe('DD');
  });

  it('has the side column: entry QR code for team-select, notifications and weather', async () => {
    fakeApi([classic]);
    renderHome(<HomeView />);
    const qr = await screen.findByRole('img', { name: 'QR code: open the team selection of Spring Charity Classic' });
    expect(qr.getAttribute('data-value')).toBe(`http://localhost/tournament/${classic.id}/team-select`);
    card('Notifications');
    await screen.findByText('72°F');
  });

  it.each([
    ['open', 'Point a phone camera here to register and pay: a foursome, a single place or a sponsorship.'],
    ['full', 'The field is full: scan to join the waitlist.'],
    ['not-yet-open', 'Registration opens soon: scan to see the entries and prices.'],
  ])('adds the registration page’s QR code while registration is %s', async (status, caption) => {
    const fetch = fakeApi([classic]);
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url) => (url === `/api/tournaments/${classic.id}/registration` ? fakeResponse(200, { status }) : answer(url)));
    renderHome(<HomeView />);
    const qr = await screen.findByRole('img', { name: 'QR code: open the registration page of Spring Charity Classic' });
    expect(qr.getAttribute('data-value')).toBe(`http://localhost/tournament/${classic.id}/register`);
    within(card('Scan to Register')).getByText(caption);
    expect(within(card('Scan to Register')).getByRole('link', { name: 'Register Online' }).getAttribute('href')).toBe(`/tournament/${classic.id}/register`);
  });

  it('has no registration QR code once registration is closed, or when it was never opened', async () => {
    const fetch = fakeApi([classic]);
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url) => (url === `/api/tournaments/${classic.id}/registration` ? fakeResponse(200, { status: 'closed' }) : answer(url)));
    renderHome(<HomeView />);
    await screen.findByRole('img', { name: 'QR code: open the team selection of Spring Charity Classic' });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === `/api/tournaments/${classic.id}/registration`)).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Scan to Register' })).toBeNull();
  });

  it('Copy QR Link copies the absolute team-select URL and confirms it', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeApi([classic]);
    renderHome(<HomeView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy QR Link' }));
    await screen.findByText('Link copied!');
    expect(writeText).toHaveBeenCalledWith(`http://localhost/tournament/${classic.id}/team-select`);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    fakeApi([classic]);
    renderHome(<HomeView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy QR Link' }));
    await screen.findByText(`http://localhost/tournament/${classic.id}/team-select`);
  });

  // The API decides who manages a tournament (by uid or verified e-mail) and says so in the caller's canManage.
  it('shows admin status and tells the navigation when the API says the caller manages it', async () => {
    fakeApi([{ ...classic, canManage: true, adminUserId: 'uid-admin' }]);
    renderHome(<HomeView />, { user: fakeUser({ uid: 'uid-admin' }) });
    await screen.findByText('You are the tournament admin');
    await waitFor(() => expect(probe().admin).toBe(classic.id));
  });

  it('shows no admin status to other players, whose reads carry no admin id to compare with', async () => {
    fakeApi([classic]);
    renderHome(<HomeView />, { user: fakeUser({ uid: 'player' }) });
    await screen.findByRole('heading', { level: 1, name: 'Spring Charity Classic' });
    expect(screen.queryByText('You are the tournament admin')).toBeNull();
    expect(probe().admin).toBeNull();
  });
});

describe('home with several active tournaments', () => {
  it('offers a chooser with a card per tournament', async () => {
    fakeApi([classic, scramble]);
    renderHome(<HomeView />);
    await screen.findByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' });
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1] as HTMLElement);
    second.getByRole('heading', { name: 'Lakeside Scramble' });
    second.getByText('Active');
    second.getByText('Saturday, November 21, 2026');
    second.getByText('Lakeside Links');
    second.getByText('Junior Golf Foundation');
  });

  it('View Tournament shows the chosen one, and Back to Tournament Selection returns to the chooser', async () => {
    fakeApi([classic, scramble]);
    renderHome(<HomeView />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Tournament: Lakeside Scramble' }));
    screen.getByRole('heading', { level: 1, name: 'Lakeside Scramble' });
    expect(probe().path).toBe(`/?tournament=${scramble.id}`);
    await userEvent.click(screen.getByRole('button', { name: /Back to Tournament Selection/ }));
    screen.getByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' });
  });

  it('opens straight on a tournament chosen in the URL, and ignores an unknown one', async () => {
    fakeApi([classic, scramble]);
    renderHome(<HomeView />, { url: `/?tournament=${classic.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Spring Charity Classic' });
  });

  it('shows the chooser for a tournament id that is not active today', async () => {
    fakeApi([classic, scramble]);
    renderHome(<HomeView />, { url: '/?tournament=gone' });
    await screen.findByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' });
  });
});
