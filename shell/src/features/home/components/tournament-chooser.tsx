import type { Tournament } from '@fairway/contracts';
import { formatLongDate, PageHeading } from '@fairway/ui';
import { homeText } from '../model/home-text';
import styles from './tournament-chooser.module.css';
import { Fact } from './fact';

const text = homeText.chooser;

function ChoiceCard({ tournament, onView }: { tournament: Tournament; onView: () => void }) {
  return (
    <li className={styles.card}>
      <div className={styles.cardTop}>
        <h2 className={styles.name}>{tournament.name}</h2>
        <span className={styles.badge}>{text.active}</span>
      </div>
      <dl className={styles.facts}>
        <Fact term="Date">{formatLongDate(tournament.date)}</Fact>
        <Fact term="Course">{tournament.course}</Fact>
        <Fact term="Charity">{tournament.charityName}</Fact>
      </dl>
      <button type="button" className={`ff-pill-button ${styles.view}`} onClick={onView} aria-label={`${text.view}: ${tournament.name}`}>
        {text.view}
      </button>
    </li>
  );
}

/** With several active tournaments, the home page first asks which one. */
export function TournamentChooser({ tournaments, onChoose }: { tournaments: Tournament[]; onChoose: (tournamentId: string) => void }) {
  return (
    <div>
      <PageHeading eyebrow="Today on the course" title={text.title} subtitle={text.subtitle} />
      <ul className={styles.grid}>
        {tournaments.map((tournament) => (
          <ChoiceCard key={tournament.id} tournament={tournament} onView={() => onChoose(tournament.id)} />
        ))}
      </ul>
    </div>
  );
}
