import type { Team } from '@fairway/contracts/team';
import { limits } from '@fairway/contracts/limits';
import { relativeToParLabel } from '@fairway/golf/score-display';
import { Link } from '@fairway/ui/router';
import { scorecardLink } from '../../../shared/model/scorecard-link';
import styles from './team-select-page.module.css';

/** A foursome on the team-select page: name, players with handicaps, hole, score and the way in. */
export function TeamCard({ team }: { team: Team }) {
  const count = team.players.length;
  return (
    <li className={styles.card} aria-label={team.name}>
      <div className={styles.cardHead}>
        <h2 className={styles.teamName}>{team.name}</h2>
        {team.totalScore !== 0 && (
          <span className={styles.score} aria-label={`Total score ${relativeToParLabel(team.totalScore)}`}>
            {relativeToParLabel(team.totalScore)}
          </span>
        )}
      </div>
      <p className={styles.meta}>
        {count} {count === 1 ? 'player' : 'players'} · Hole {team.currentHole}/{limits.holesPerRound}
      </p>
      <ul className={styles.members}>
        {team.players.map((player) => (
          <li key={player.id}>
            {player.name} <span className={styles.hc}>HC {player.handicap}</span>
          </li>
        ))}
      </ul>
      <Link to={scorecardLink(team.tournamentId, team.id)} className={styles.button}>
        Access Scorecard
      </Link>
    </li>
  );
}
