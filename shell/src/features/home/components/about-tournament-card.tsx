import { useSponsors } from '@fairway/api-client';
import type { Tournament } from '@fairway/contracts';
import { formatLongDate, Panel } from '@fairway/ui';
import { homeText } from '../model/home-text';
import { formatLabels } from '../model/format-labels';
import styles from './tournament-home.module.css';
import { Fact } from './fact';

export function AboutTournamentCard({ tournament }: { tournament: Tournament }) {
  const format = formatLabels[tournament.format];
  // The sponsors recorded for the tournament; the names typed with it while there are none (or they are being read).
  const recorded = useSponsors(tournament.id).data;
  const sponsors = recorded?.length ? recorded.map((sponsor) => sponsor.name) : tournament.sponsors;
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
        {sponsors.length > 0 && (
          <div>
            <dt>Sponsors</dt>
            <dd>{sponsors.join(', ')}</dd>
          </div>
        )}
      </dl>
    </Panel>
  );
}
