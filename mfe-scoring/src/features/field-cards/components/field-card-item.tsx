import { Link } from '@fairway/ui/router';
import { scorecardLink } from '../../../shared/model/scorecard-link';
import type { FieldCard } from '../model/field-order';
import styles from './field-cards-page.module.css';

/** One team of the field: where it started, how far it is, and its card. */
export function FieldCardItem({ card, holes }: { card: FieldCard; holes: number }) {
  const { team, startingHole, played } = card;
  return (
    <li className={styles.card} aria-label={team.name}>
      <div className={styles.cardText}>
        <h2 className={styles.teamName}>{team.name}</h2>
        <p className={styles.meta}>
          {startingHole ? `Starts on hole ${startingHole}` : 'No starting hole'} · {played === 0 ? 'Not started' : `${played} of ${holes} played`}
        </p>
        {card.players && <p className={styles.players}>{card.players}</p>}
      </div>
      <Link to={scorecardLink(team.tournamentId, team.id)} className={styles.button} aria-label={`Score ${team.name}’s card`}>
        Score card
      </Link>
    </li>
  );
}
