import type { Tournament } from '@fairway/contracts/tournament';
import { charityProgress, formatRaised, formatUsd, dollarsToCents } from '@fairway/golf/fundraising';
import { formatLongDate, Panel } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { registerPagePath } from '@fairway/contracts/remotes';
import { type ReactNode, useState } from 'react';
import { TournamentStatusBadge } from '../../../shared/components/tournament-status-badge';
import { RegistrationQr } from './registration-qr';
import styles from './tournament-card.module.css';

// No antd here: the list is public and golfers open it on phones; antd loads with the organiser's dialogs.

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

function Shell({ tournament, children, actions }: { tournament: Tournament; children: ReactNode; actions: ReactNode }) {
  return (
    <Panel className={styles.card}>
      <div className={styles.head}>
        <h3 className={styles.name}>{tournament.name}</h3>
        <TournamentStatusBadge status={tournament.status} />
      </div>
      <p className={styles.meta}>
        {formatLongDate(tournament.date)} · {tournament.course}
      </p>
      {children}
      <div className={styles.actions}>{actions}</div>
    </Panel>
  );
}

function Action({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={primary ? `${styles.action} ${styles.primary}` : styles.action}>
      {children}
    </Link>
  );
}

const joinLink = (tournament: Tournament) => <Action to={`/tournament/${tournament.id}/join`}>Join Foursome</Action>;

export function ActiveTournamentCard({ tournament }: { tournament: Tournament }) {
  const { percent } = charityProgress(tournament.charityRaised, tournament.charityGoal);
  return (
    <Shell
      tournament={tournament}
      actions={
        <>
          <Action to={`/scorecard?tournamentId=${tournament.id}`} primary>
            Scorecard
          </Action>
          <Action to={`/leaderboard?tournamentId=${tournament.id}`}>Leaderboard</Action>
          {joinLink(tournament)}
        </>
      }
    >
      <p className={styles.money}>
        <strong>{formatRaised(dollarsToCents(tournament.charityRaised))}</strong> raised of {usd(tournament.charityGoal)} for {tournament.charityName}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={`${percent}% of the charity goal`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </Shell>
  );
}

/** Before the day: Manage for its organiser, registration (the page and, on request, its QR code) and Join Foursome. */
export function UpcomingTournamentCard({ tournament, onManage }: { tournament: Tournament; onManage?: () => void }) {
  const [showQr, setShowQr] = useState(false);
  return (
    <Shell
      tournament={tournament}
      actions={
        <>
          {onManage && (
            <button type="button" className={`${styles.action} ${styles.primary}`} onClick={onManage}>
              Manage
            </button>
          )}
          <Action to={registerPagePath(tournament.id)}>Register</Action>
          {joinLink(tournament)}
          <button type="button" className={styles.action} aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
            {showQr ? 'Hide QR' : 'Registration QR'}
          </button>
        </>
      }
    >
      <p className={styles.money}>
        Goal <strong>{usd(tournament.charityGoal)}</strong> for {tournament.charityName}
      </p>
      {showQr && <RegistrationQr tournamentId={tournament.id} tournamentName={tournament.name} />}
    </Shell>
  );
}

export function CompletedTournamentCard({ tournament }: { tournament: Tournament }) {
  return (
    <Shell tournament={tournament} actions={<Action to={`/tournament/${tournament.id}/results`}>View Results</Action>}>
      <p className={styles.money}>
        <strong>{formatRaised(dollarsToCents(tournament.charityRaised))}</strong> raised for {tournament.charityName}
      </p>
    </Shell>
  );
}
