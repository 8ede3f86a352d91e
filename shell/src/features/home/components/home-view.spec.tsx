import { jest } from '@jest/globals';
import { closeSignIn } from '@fairway/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeUser } from '@fairway/auth/testing';
import { HomePage } from './home-page';
import { HomeView } from './home-view';
import { fakeApi, tournamentNamed } from '../testing/fake-api';
import { renderHome, shellState } from '../testing/render-home';

const classic = tournamentNamed('Spring Charity Classic', '11111111-1111-4111-8111-111111111111', {
  adminUserId: 'uid-admin',
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

afterEach(() => closeSignIn());

describe('home page', () => {
  it('shows a placeholder while the active tournaments load', () => {
    fakeApi('pending');
    renderHome(<HomeView />);
    expect(screen.getByRole('status', { name: 'Loading tournaments' })).toBeTruthy();
  });

  it('loads its own chunk, then the page', async () => {
    fakeApi([]);
    renderHome(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Every swing on the course raises money off it.' })).toBeTruthy();
  });

  it('reports a connection error and loads again on Retry', async () => {
    const fetch = fakeApi('error');
    renderHome(<HomeView />);
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeTruthy();
    fakeApi([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Create Your First Tournament' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again by itself after a failed read, and shows today\'s tournaments when it answers', async () => {
    fakeApi('error');
    renderHome(<HomeView />);
    expect(await screen.findByText(/No signal, trying again/)).toBeTruthy();
    fakeApi([]);
    expect(await screen.findByRole('button', { name: 'Create Your First Tournament' }, { timeout: 8000 })).toBeTruthy();
  }, 15_000);
});

describe('home with no active tournament: the landing page', () => {
  it('has the hero, five feature blocks, a testimonial and setup stats', async () => {
    fakeApi([]);
    renderHome(<HomeView />);
    expect(await screen.findByRole('button', { name: 'Learn More' })).toBeTruthy();
    const features = screen.getByRole('region', { name: 'Everything a charity tournament needs' });
    expect(within(features).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Real-time scoring',
      'Live leaderboards',
      'Charity fundraising',
      'Team management',
      'Tournament formats',
    ]);
    expect(screen.getByText(/nobody had to add up a single paper scorecard/)).toBeTruthy();
    expect(screen.getByText('free forever for charity events')).toBeTruthy();
  });

  it('Create Your First Tournament asks a visitor to create an account first', async () => {
    fakeApi([]);
    renderHome(<HomeView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Your First Tournament' }));
    expect(probe().signIn).toEqual({ open: true, mode: 'sign-up' });
    expect(probe().path).toBe('/');
  });

  it('Create Your First Tournament takes a signed-in user to the Tournaments page with its Create dialog open', async () => {
    fakeApi([]);
    renderHome(<HomeView />, { user: fakeUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Your First Tournament' }));
    expect(probe().path).toBe('/tournaments?create=1');
  });

  it('Learn More scrolls to the features and moves focus there', async () => {
    fakeApi([]);
    renderHome(<HomeView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Learn More' }));
    const features = screen.getByRole('region', { name: 'Everything a charity tournament needs' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(features);
  });
});

describe('home with one active tournament', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('shows the banner, the Join Tournament links and the About card', async () => {
    fakeApi([classic]);
    renderHome(<HomeView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Charity Classic' })).toBeTruthy();
    const join = card('Join Tournament');
    const href = (name: string) => within(join).getByRole('link', { name }).getAttribute('href');
    expect(href('Enter Scorecard')).toBe(`/tournament/${classic.id}/team-select`);
    expect(href('Register Foursome')).toBe(`/tournament/${classic.id}/join`);
    expect(href('TV Leaderboard')).toBe(`/tournament/${classic.id}/tv`);
    const about = card('About This Tournament');
    expect(within(about).getByText('Best Ball')).toBeTruthy();
    expect(within(about).getByText('Acme Irrigation, Birdie Bakery')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('47');
  });

  it('has the side column: entry QR code for team-select, notifications and weather', async () => {
    fakeApi([classic]);
    renderHome(<HomeView />);
    const qr = await screen.findByRole('img', { name: 'QR code: open the team selection of Spring Charity Classic' });
    expect(qr.getAttribute('data-value')).toBe(`http://localhost/tournament/${classic.id}/team-select`);
    expect(card('Notifications')).toBeTruthy();
    expect(await screen.findByText('72°F')).toBeTruthy();
  });

  it('Copy QR Link copies the absolute team-select URL and confirms it', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeApi([classic]);
    renderHome(<HomeView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy QR Link' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`http://localhost/tournament/${classic.id}/team-select`);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    fakeApi([classic]);
    renderHome(<HomeView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy QR Link' }));
    expect(await screen.findByText(`http://localhost/tournament/${classic.id}/team-select`)).toBeTruthy();
  });

  it('shows admin status and tells the navigation when the user administers it (by uid)', async () => {
    fakeApi([classic]);
    renderHome(<HomeView />, { user: fakeUser({ uid: 'uid-admin' }) });
    expect(await screen.findByText('You are the tournament admin')).toBeTruthy();
    await waitFor(() => expect(probe().admin).toBe(classic.id));
  });

  it('recognises the admin by e-mail too', async () => {
    fakeApi([{ ...classic, adminUserId: 'pro@club.example' }]);
    renderHome(<HomeView />, { user: fakeUser({ uid: 'someone', email: 'pro@club.example' }) });
    expect(await screen.findByText('You are the tournament admin')).toBeTruthy();
  });

  it('shows no admin status to other players', async () => {
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1] as HTMLElement);
    expect(second.getByRole('heading', { name: 'Lakeside Scramble' })).toBeTruthy();
    expect(second.getByText('Active')).toBeTruthy();
    expect(second.getByText('Saturday, November 21, 2026')).toBeTruthy();
    expect(second.getByText('Lakeside Links')).toBeTruthy();
    expect(second.getByText('Junior Golf Foundation')).toBeTruthy();
  });

  it('View Tournament shows the chosen one, and Back to Tournament Selection returns to the chooser', async () => {
    fakeApi([classic, scramble]);
    renderHome(<HomeView />);
    fireEvent.click(await screen.findByRole('button', { name: 'View Tournament: Lakeside Scramble' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Lakeside Scramble' })).toBeTruthy();
    expect(probe().path).toBe(`/?tournament=${scramble.id}`);
    fireEvent.click(screen.getByRole('button', { name: /Back to Tournament Selection/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' })).toBeTruthy();
  });

  it('opens straight on a tournament chosen in the URL, and ignores an unknown one', async () => {
    fakeApi([classic, scramble]);
    renderHome(<HomeView />, { url: `/?tournament=${classic.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Charity Classic' })).toBeTruthy();
  });

  it('shows the chooser for a tournament id that is not active today', async () => {
    fakeApi([classic, scramble]);
    renderHome(<HomeView />, { url: '/?tournament=gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' })).toBeTruthy();
  });
});
