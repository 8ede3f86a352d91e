import type { Tournament } from '@fairway/contracts';
import { formatLongDate, Panel } from '@fairway/ui';
import { homeText } from '../model/home-text';
import { formatLabels } from '../model/format-labels';
import styles from './tournament-home.module.css';
import { Fact } from './fact';

export function AboutTournamentCard({ tournament }: { tournament: Tournament }) {
  const format = formatLabels[tournament.format];
  return (
    <Panel title={homeText.tournament.aboutTitle}>
      <dl className={styles.facts}>
        <div>
          <dt>Format</dt>
          <dd>
            {format.name}
            <span className={styles.factNote}>{format.summary}</span>
          </dd>
        </div>
        <Fact term="Course">{tournament.course}</Fact>
        <Fact term="Date">{formatLongDate(tournament.date)}</Fact>
        <Fact term="Playing for">{tournament.charityName}</Fact>
        {tournament.sponsors.length > 0 && (
          <div>
            <dt>Sponsors</dt>
            <dd>{tournament.sponsors.join(', ')}</dd>
          </div>
        )}
      </dl>
    </Panel>
  );
}
