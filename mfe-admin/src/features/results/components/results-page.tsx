import { isNotFoundError, useLeaderboard, useTeams, useTeamsScores, useTournament } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import { httpMessages } from '@fairway/contracts/http-messages';
import type { ResultsPageProps } from '@fairway/contracts/remotes';
import type { Team } from '@fairway/contracts/team';
import { dollarsToCents, formatUsd } from '@fairway/golf/fundraising';
import { formatLongDate, ThemedRemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { Button, Empty, Skeleton } from 'antd';
import { useDayExtras } from '../hooks/use-day-extras';
import type { DayExtras } from '../model/day-extras';
import { resultsCsv } from '../model/results-csv';
import { type TeamCard, teamCard } from '../model/team-card';
import { DayExtrasSections } from './day-extras-sections';
import { FinalBoard } from './final-board';
import { TeamCardTable } from './team-card-table';
import panel from '../../../shared/components/panel.module.css';
import styles from './results-page.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

const formatNames: Record<string, string> = { 'best-ball': 'Best Ball', scramble: 'Scramble', 'stroke-play': 'Stroke Play', 'match-play': 'Match Play' };

/** /tournament/{id}/results: final board, awards, contests, skins, every team's card, the charity total; CSV export and print. */
export function ResultsPage({ tournamentId }: ResultsPageProps) {
  return (
    <ThemedRemoteSurface remote="admin" page="ResultsPage">
      <Results tournamentId={tournamentId} />
    </ThemedRemoteSurface>
  );
}

function Results({ tournamentId }: ResultsPageProps) {
  const tournament = useTournament(tournamentId);
  const board = useLeaderboard(tournamentId);
  const teams = useTeams(tournamentId);
  const scores = useTeamsScores(
    tournamentId,
    (teams.data ?? []).map((team) => team.id),
  );
  const extras = useDayExtras(tournamentId, tournament.data);

  if (isNotFoundError(tournament.error)) return <Empty className={styles.page} description={`${messages.tournament.notFound} (${tournamentId})`} />;
  if (tournament.isError && !tournament.data) return <Empty className={styles.page} description={httpMessages.noSignal} />;
  if (tournament.isPending || board.isPending || teams.isPending || scores.some((query) => query.isPending)) return <Skeleton className={styles.page} active />;
  const event = tournament.data;
  const order = new Map((board.data?.rows ?? []).map((row, index) => [row.teamId, index]));
  const ordered = [...(teams.data ?? [])].sort((a, b) => (order.get(a.id) ?? 999) - (order.get(b.id) ?? 999));
  const cards = ordered.map((team) => ({ team, card: teamCard(event.holes, team.players, scores[(teams.data ?? []).indexOf(team)]?.data ?? []) }));

  return (
    <article className={styles.page} aria-label="Results">
      <div className={panel.pageHead}>
        <div>
          <p className={styles.kicker}>Results · {event.status === 'completed' ? 'Final' : 'In progress'}</p>
          <h1 className={styles.title}>{event.name}</h1>
          <p className={styles.meta}>
            {formatLongDate(event.date)} · {event.course} · {formatNames[event.format] ?? event.format}
          </p>
        </div>
        <div className={styles.tools}>
          <Button onClick={() => downloadCsv(event.name, board.data?.rows ?? [], cards, extras)}>Export CSV</Button>
          <Button onClick={() => window.print()}>Print</Button>
          <Link to={`/leaderboard?tournamentId=${event.id}`} className={styles.noPrint}>
            Live leaderboard
          </Link>
        </div>
      </div>
      <p className={styles.charity}>
        <strong>{formatUsd(dollarsToCents(event.charityRaised), { withCents: true })}</strong> raised for {event.charityName} (goal{' '}
        {formatUsd(dollarsToCents(event.charityGoal))})
      </p>
      {board.isError || !board.data ? (
        <ReadFailure failure={messages.tournament.boardFetchFailed} error={board.error} onRetry={board.refetch} />
      ) : (
        <FinalBoard rows={board.data.rows} format={event.format} />
      )}
      <DayExtrasSections extras={extras} />
      <h2 className={styles.section}>Scorecards</h2>
      {cards.length === 0 && <Empty description={messages.pages.noTeamsRegistered} />}
      {cards.map(({ team, card }) => (
        <TeamCardTable key={team.id} teamName={team.name} card={card} holes={event.holes} />
      ))}
    </article>
  );
}

function downloadCsv(name: string, rows: Parameters<typeof resultsCsv>[0], cards: ReadonlyArray<{ team: Team; card: TeamCard }>, extras: DayExtras) {
  const csv = resultsCsv(
    rows,
    cards.map(({ team, card }) => ({ teamName: team.name, card })),
    extras,
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${name.replace(/[^\w-]+/g, '-').toLowerCase()}-results.csv` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
