import type { Tournament } from '@fairway/contracts/tournament';
import { charityProgress, formatUsd, dollarsToCents } from '@fairway/golf/charity';
import { formatLongDate, Panel } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { Button, Progress } from 'antd';
import type { ReactNode } from 'react';
import { TournamentStatusBadge } from '../../../components/tournament-status-badge';
import styles from './tournament-card.module.css';

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

const joinLink = (tournament: Tournament) => (
  <Link to={`/tournament/${tournament.id}/join`}>
    <Button>Join Foursome</Button>
  </Link>
);

export function ActiveTournamentCard({ tournament }: { tournament: Tournament }) {
  const { percent } = charityProgress(tournament.charityRaised, tournament.charityGoal);
  return (
    <Shell
      tournament={tournament}
      actions={
        <>
          <Link to={`/scorecard?tournamentId=${tournament.id}`}>
            <Button type="primary">Scorecard</Button>
          </Link>
          <Link to={`/leaderboard?tournamentId=${tournament.id}`}>
            <Button>Leaderboard</Button>
          </Link>
          {joinLink(tournament)}
        </>
      }
    >
      <p className={styles.money}>
        <strong>{usd(tournament.charityRaised)}</strong> raised of {usd(tournament.charityGoal)} for {tournament.charityName}
      </p>
      <Progress percent={percent} showInfo={false} aria-label={`${percent}% of the charity goal`} />
    </Shell>
  );
}

export function UpcomingTournamentCard({ tournament, onManage }: { tournament: Tournament; onManage?: () => void }) {
  return (
    <Shell
      tournament={tournament}
      actions={
        <>
          {onManage && (
            <Button type="primary" onClick={onManage}>
              Manage
            </Button>
          )}
          {joinLink(tournament)}
        </>
      }
    >
      <p className={styles.money}>
        Goal <strong>{usd(tournament.charityGoal)}</strong> for {tournament.charityName}
      </p>
    </Shell>
  );
}

export function CompletedTournamentCard({ tournament }: { tournament: Tournament }) {
  return (
    <Shell
      tournament={tournament}
      actions={
        <Link to={`/tournament/${tournament.id}/results`}>
          <Button>View Results</Button>
        </Link>
      }
    >
      <p className={styles.money}>
        <strong>{usd(tournament.charityRaised)}</strong> raised for {tournament.charityName}
      </p>
    </Shell>
  );
}
