import type { IndividualLeaderboardRow, MatchLeaderboardRow } from '@fairway/contracts/leaderboard';
import styles from './board-table.module.css';

export function PlayerTable({ players }: { players: readonly IndividualLeaderboardRow[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Individual leaderboard, gross and net</caption>
      <thead>
        <tr>
          <th scope="col">Pos</th>
          <th scope="col">Player</th>
          <th scope="col">Thru</th>
          <th scope="col">Score</th>
          <th scope="col">Gross</th>
          <th scope="col">Net</th>
        </tr>
      </thead>
      <tbody>
        {players.map((player) => (
          <tr key={player.playerId}>
            <td className={styles.position}>{player.positionLabel}</td>
            <td className={styles.team}>
              {player.playerName} <small>({player.teamName})</small>
            </td>
            <td>{player.thru}</td>
            <td className={styles.score}>{player.totalScoreLabel}</td>
            <td>{player.thru ? player.grossTotal : '-'}</td>
            <td>{player.thru ? player.netTotal : '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Points per player, and per team (the sum of its players'), most points first. */
export function StablefordTable({ players }: { players: readonly IndividualLeaderboardRow[] }) {
  const teams = new Map<string, { name: string; points: number }>();
  players.forEach((player) => {
    const team = teams.get(player.teamId) ?? { name: player.teamName, points: 0 };
    team.points += player.stablefordPoints;
    teams.set(player.teamId, team);
  });
  const byPoints = [...players].sort((a, b) => b.stablefordPoints - a.stablefordPoints);
  const teamsByPoints = [...teams.entries()].sort(([, a], [, b]) => b.points - a.points);
  return (
    <div className={styles.split}>
      <table className={styles.table}>
        <caption className={styles.caption}>Stableford points per team</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {teamsByPoints.map(([teamId, team]) => (
            <tr key={teamId}>
              <td className={styles.team}>{team.name}</td>
              <td className={styles.score}>{team.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>Stableford points per player</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Thru</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {byPoints.map((player) => (
            <tr key={player.playerId}>
              <td className={styles.team}>
                {player.playerName} <small>({player.teamName})</small>
              </td>
              <td>{player.thru}</td>
              <td className={styles.score}>{player.stablefordPoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MatchList({ matches }: { matches: readonly MatchLeaderboardRow[] }) {
  if (matches.length === 0) return <p className={styles.note}>The tournament admin has not paired the teams into matches yet.</p>;
  return (
    <ul className={styles.matches}>
      {matches.map((match) => (
        <li key={match.matchId} className={styles.match}>
          <span className={match.leaderTeamId === match.teamAId ? styles.ahead : undefined}>{match.teamAName}</span>
          <span className={styles.versus}>vs</span>
          <span className={match.leaderTeamId === match.teamBId ? styles.ahead : undefined}>{match.teamBName}</span>
          <strong className={styles.matchStatus}>
            {match.status}
            {!match.finished && match.thru > 0 ? ` thru ${match.thru}` : ''}
          </strong>
        </li>
      ))}
    </ul>
  );
}
