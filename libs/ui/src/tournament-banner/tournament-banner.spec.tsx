import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TournamentBanner, type TournamentBannerData } from './tournament-banner';

const tournament: TournamentBannerData = {
  name: 'Spring Charity Classic',
  course: 'Pebble Beach Golf Links',
  date: '2026-11-21',
  charityName: 'Junior Golf Foundation',
  charityGoal: 12500.75,
  charityPaypalLink: null,
};

describe('TournamentBanner', () => {
  it('shows the name, course, long US date and the goal in whole dollars', () => {
    render(<TournamentBanner tournament={tournament} today="2026-11-20" />);
    screen.getByRole('heading', { name: 'Spring Charity Classic' });
    screen.getByText('Pebble Beach Golf Links');
    expect(screen.getByText('Saturday, November 21, 2026').getAttribute('datetime')).toBe('2026-11-21');
    screen.getByText('$12,501');
    screen.getByText('for Junior Golf Foundation');
  });

  it("shows 'Happening Today' only on the tournament's day", () => {
    const { rerender } = render(<TournamentBanner tournament={tournament} today="2026-11-21" />);
    screen.getByText('Happening Today');
    rerender(<TournamentBanner tournament={tournament} today="2026-11-22" />);
    expect(screen.queryByText('Happening Today')).toBeNull();
  });

  it('links Donate via PayPal to the PayPal page in a new tab when there is a link', () => {
    const onDonate = jest.fn();
    render(<TournamentBanner tournament={{ ...tournament, charityPaypalLink: 'https://paypal.me/juniorgolf' }} onDonate={onDonate} />);
    const link = screen.getByRole('link', { name: /Donate via PayPal/ });
    expect(link.getAttribute('href')).toBe('https://paypal.me/juniorgolf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: 'Donate Now' })).toBeNull();
  });

  it('calls the donate handler from Donate Now when there is no link', async () => {
    const onDonate = jest.fn();
    render(<TournamentBanner tournament={tournament} onDonate={onDonate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledTimes(1);
  });

  it('disables Donate Now when there is neither a link nor a handler', () => {
    render(<TournamentBanner tournament={tournament} />);
    expect((screen.getByRole('button', { name: 'Donate Now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('can be the page heading', () => {
    render(<TournamentBanner tournament={tournament} headingLevel="h1" />);
    screen.getByRole('heading', { level: 1, name: 'Spring Charity Classic' });
  });
});
