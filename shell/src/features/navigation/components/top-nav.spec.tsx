import { jest } from '@jest/globals';
import { useAdminTournament } from '@fairway/auth';
import { fakeUser } from '@fairway/auth/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDialogProps } from '@fairway/contracts';

const adminDialogCalls: AdminDialogProps[] = [];
jest.unstable_mockModule('../../../shared/components/admin.remote', () => ({
  AdminDialog: (props: AdminDialogProps) => {
    adminDialogCalls.push(props);
    return props.open ? <p role="dialog">{`Administration of ${props.tournamentId}`}</p> : null;
  },
}));

const { TopNav } = await import('./top-nav');
const { renderWithAuth } = await import('../../../shared/testing/render-with-auth');

function PageDeclaringAdmin({ tournamentId }: { tournamentId: string | null }) {
  useAdminTournament(tournamentId);
  return null;
}

const account = <span>Account corner</span>;
const adminIcon = () => screen.queryByRole('button', { name: 'Tournament administration' });

describe('TopNav', () => {
  it('links the brand home and the three sections', () => {
    renderWithAuth(<TopNav account={account} />);
    expect(screen.getByRole('link', { name: 'Fairway Fund home' }).getAttribute('href')).toBe('/');
    for (const [name, href] of [
      ['Tournaments', '/tournaments'],
      ['Scorecard', '/scorecard'],
      ['Leaderboard', '/leaderboard'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('shows no admin icon when the page does not say the user administers its tournament', () => {
    renderWithAuth(
      <>
        <TopNav account={account} />
        <PageDeclaringAdmin tournamentId={null} />
      </>,
      { user: fakeUser() },
    );
    expect(adminIcon()).toBeNull();
  });

  it('shows no admin icon to a visitor, whatever the page says', () => {
    renderWithAuth(
      <>
        <TopNav account={account} />
        <PageDeclaringAdmin tournamentId="t-1" />
      </>,
    );
    expect(adminIcon()).toBeNull();
    screen.getByText('Account corner');
  });

  it('opens the Tournament Administration dialog on the page’s tournament from the admin icon', async () => {
    renderWithAuth(
      <>
        <TopNav account={account} />
        <PageDeclaringAdmin tournamentId="t-42" />
      </>,
      { user: fakeUser() },
    );
    expect(adminCallsOpen()).toBe(0);
    await userEvent.click(adminIcon()!);
    expect(screen.getByRole('dialog').textContent).toBe('Administration of t-42');
    act(() => adminDialogCalls.at(-1)?.onClose());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function adminCallsOpen(): number {
  return adminDialogCalls.filter((props) => props.open).length;
}
