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
    screen.getByText('admin of: none');
    rerender(
      <>
        <Nav />
        <Page tournamentId="t1" />
      </>,
    );
    screen.getByText('admin of: t1');
    rerender(
      <>
        <Nav />
        <Page tournamentId={null} />
      </>,
    );
    screen.getByText('admin of: none');
    rerender(<Nav />);
    screen.getByText('admin of: none');
  });

  it('lets the latest mounted page win and falls back to the earlier one when it leaves', () => {
    const { rerender } = render(
      <>
        <Nav />
        <Page key="home" tournamentId="t1" />
        <Page key="dialog" tournamentId="t2" />
      </>,
    );
    screen.getByText('admin of: t2');
    rerender(
      <>
        <Nav />
        <Page key="home" tournamentId="t1" />
      </>,
    );
    screen.getByText('admin of: t1');
  });
});
