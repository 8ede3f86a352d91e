import { activeTournamentsQueryOptions, retryWhileUnanswered } from '@fairway/api-client';
import { useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts';
import { useSearchParams } from '@fairway/ui/router';
import { TournamentChooser } from './tournament-chooser';
import { HomeLoadError } from './home-load-error';
import { HomeLoading } from './home-loading';
import { homeText } from '../model/home-text';
import { LandingPage } from './landing-page';
import { TournamentHome } from './tournament-home';
import styles from './home-page.module.css';

// The chosen tournament lives in the URL (?tournament=id), so the phone's back button returns to the chooser.
const chosenParam = 'tournament';

function SeveralTournaments({ tournaments }: { tournaments: Tournament[] }) {
  const [search, setSearch] = useSearchParams();
  const chosen = tournaments.find((tournament) => tournament.id === search.get(chosenParam));
  if (!chosen) return <TournamentChooser tournaments={tournaments} onChoose={(id) => setSearch({ [chosenParam]: id })} />;
  return (
    <div className={styles.chosen}>
      <button type="button" className={styles.back} onClick={() => setSearch({})}>
        <span aria-hidden="true">←</span> {homeText.back}
      </button>
      <TournamentHome tournament={chosen} />
    </div>
  );
}

/** Home, by how many tournaments are active today: none (landing page), one, or several (chooser). */
export function HomeView() {
  // A failed read is asked for again by itself (Retry too); the last list read stays on screen meanwhile.
  const active = useQuery({ ...activeTournamentsQueryOptions(), refetchInterval: retryWhileUnanswered });
  if (!active.data) return active.isError ? <HomeLoadError onRetry={() => void active.refetch()} /> : <HomeLoading />;
  const [first, ...others] = active.data;
  if (!first) return <LandingPage />;
  if (others.length === 0) return <TournamentHome tournament={first} />;
  return <SeveralTournaments tournaments={active.data} />;
}
