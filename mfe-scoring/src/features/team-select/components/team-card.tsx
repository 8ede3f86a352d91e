import type { Team } from '@fairway/contracts/team';
import { limits } from '@fairway/contracts/limits';
import { relativeToParLabel } from '@fairway/golf/score-display';
import { Link } from '@fairway/ui/router';
import { TeamStart } from '../../../shared/components/team-start';
import { scorecardLink } from '../../../shared/model/scorecard-link';
import styles from './team-select-page.module.css';

/**
 * A foursome on the team-select page: name, players with handicaps, hole, score and the way in. `nearView`: a
 * card below the first screen is laid out and painted only as it comes near it (its text is in the page all the
 * same, for find-in-page and screen readers), so a long field does not weigh on the first frame.
 */
export function TeamCard({ team, nearView = false }: { team: Team; nearView?: boolean }) {
  const count = team.players.length;
  return (
    <li className={nearView ? `${styles.card} ff-render-near-view` : styles.card} aria-label={team.name}>
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
      <TeamStart team={team} />
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
