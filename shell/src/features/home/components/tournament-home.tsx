import { useAdminTournament } from '@fairway/auth';
import type { Tournament } from '@fairway/contracts/tournament';
import { CharityCard, NotificationsCard, TournamentBanner, WeatherCard } from '@fairway/ui';
import { useNavigate } from '@fairway/ui/router';
import { homeText } from '../model/home-text';
import { AboutTournamentCard } from './about-tournament-card';
import { EntryQrCard } from './entry-qr-card';
import { JoinTournamentCard } from './join-tournament-card';
import { RegisterQrCard } from './register-qr-card';
import styles from './tournament-home.module.css';

/** Home with a tournament: banner, Join Tournament, charity, About, and the side column (QR, notifications, weather, registration's QR). */
export function TournamentHome({ tournament }: { tournament: Tournament }) {
  const navigate = useNavigate();
  // Decided by the API for the signed-in caller: the tournament's admin id is not sent to anyone else.
  const isAdmin = tournament.canManage;
  // Tells the navigation to show its admin icon for this tournament while this page is shown.
  useAdminTournament(isAdmin ? tournament.id : null);
  return (
    <div className={styles.page}>
      {isAdmin && <p className={styles.adminBadge}>{homeText.tournament.adminBadge}</p>}
      {/* Without a PayPal link, Donate Now opens the tournament's donate page (the gift is recorded there). */}
      <TournamentBanner tournament={tournament} headingLevel="h1" onDonate={() => navigate(`/tournament/${encodeURIComponent(tournament.id)}/donate`)} />
      <div className={`ff-columns ${styles.columns}`}>
        <div className="ff-column">
          <JoinTournamentCard tournamentId={tournament.id} />
          <CharityCard charityName={tournament.charityName} raised={tournament.charityRaised} goal={tournament.charityGoal} />
          <AboutTournamentCard tournament={tournament} />
        </div>
        <div className="ff-column">
          <EntryQrCard tournamentId={tournament.id} tournamentName={tournament.name} />
          <NotificationsCard tournamentName={tournament.name} />
          <WeatherCard />
          <RegisterQrCard tournamentId={tournament.id} tournamentName={tournament.name} />
        </div>
      </div>
    </div>
  );
}
