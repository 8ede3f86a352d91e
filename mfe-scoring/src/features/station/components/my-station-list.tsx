import type { MyStation } from '@fairway/contracts/contest';
import { contestKindLabels } from '@fairway/contracts/contest-texts';
import { Link } from '@fairway/ui/router';
import styles from './my-stations.module.css';

/** The volunteer's contests by hole, each a big button into its station. */
export function MyStationList({ stations }: { stations: readonly MyStation[] }) {
  if (stations.length === 0) {
    return (
      <p className={styles.empty} role="status">
        No contest hole is yours yet. The organiser gives you your holes in the event’s team.
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label="My stations">
      {stations.map((station) => (
        <li key={station.contestId}>
          <Link to={station.stationPath} className={styles.link}>
            <span className={styles.hole}>Hole {station.hole}</span>
            <span className={styles.name}>
              {contestKindLabels[station.kind]}
              {station.sponsorName && <small>Sponsored by {station.sponsorName}</small>}
            </span>
            <span className={styles.chevron} aria-hidden="true">
              ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
