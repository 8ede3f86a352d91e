import { render, screen } from '@testing-library/react';
import { useAdminTournament, useShownAdminTournament } from './admin-tournament';

function Page({ tournamentId }: { tournamentId: string | null }) {
  useAdminTournament(tournamentId);
  return null;
}

function Nav() {
  return <p>{`admin of: ${useShownAdminTournament() ?? 'none'}`}</p>;
}

describe('the page admin declaration', () => {
  it('shows the tournament a mounted page declares, and nothing once it unmounts', () => {
    const { rerender } = render(<Nav />);
    expect(screen.getByText('admin of: none')).toBeTruthy();
    rerender(
      <>
        <Nav />
        <Page tournamentId="t1" />
      </>,
    );
    expect(screen.getByText('admin of: t1')).toBeTruthy();
    rerender(
      <>
        <Nav />
        <Page tournamentId={null} />
      </>,
    );
    expect(screen.getByText('admin of: none')).toBeTruthy();
    rerender(<Nav />);
    expect(screen.getByText('admin of: none')).toBeTruthy();
  });

  it('lets the latest mounted page win and falls back to the earlier one when it leaves', () => {
    const { rerender } = render(
      <>
        <Nav />
        <Page key="home" tournamentId="t1" />
        <Page key="dialog" tournamentId="t2" />
      </>,
    );
    expect(screen.getByText('admin of: t2')).toBeTruthy();
    rerender(
      <>
        <Nav />
        <Page key="home" tournamentId="t1" />
      </>,
    );
    expect(screen.getByText('admin of: t1')).toBeTruthy();
  });
});
