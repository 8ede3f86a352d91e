import type { Hole } from '@fairway/contracts/course';
import type { TeamCard } from '../model/team-card';
import styles from './results-page.module.css';

/** One team's card: a gross and a net row per player and for the team's counting score. */
export function TeamCardTable({ teamName, card, holes }: { teamName: string; card: TeamCard; holes: readonly Hole[] }) {
  const par = (hole: number) => holes.find((entry) => entry.number === hole)?.par;
  return (
    <section className={styles.card} aria-label={`${teamName} scorecard`}>
      <h3 className={styles.cardTitle}>{teamName}</h3>
      <div className={styles.scroll}>
        <table className={styles.holes}>
          <thead>
            <tr>
              <th scope="col" className={styles.who}>
                Hole
              </th>
              {card.holes.map((hole) => (
                <th key={hole} scope="col">
                  {hole}
                </th>
              ))}
              <th scope="col">Tot</th>
            </tr>
            {holes.length > 0 && (
              <tr className={styles.par}>
                <th scope="row" className={styles.who}>
                  Par
                </th>
                {card.holes.map((hole) => (
                  <td key={hole}>{par(hole)}</td>
                ))}
                <td>{holes.reduce((total, hole) => total + hole.par, 0)}</td>
              </tr>
            )}
          </thead>
          <tbody>
            {[...card.players, card.team].map((line) => (
              <CardRows key={line.label} line={line} team={line === card.team} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CardRows({ line, team }: { line: TeamCard['team']; team: boolean }) {
  return (
    <>
      <tr className={team ? styles.teamLine : undefined}>
        <th scope="row" className={styles.who}>
          {line.label} <span className={styles.kind}>gross</span>
        </th>
        {line.gross.map((value, index) => (
          <td key={index}>{value ?? ''}</td>
        ))}
        <td>{line.gross.some((value) => value !== null) ? line.grossTotal : ''}</td>
      </tr>
      <tr className={`${styles.netLine} ${team ? styles.teamLine : ''}`}>
        <th scope="row" className={styles.who}>
          <span className={styles.kind}>net</span>
        </th>
        {line.net.map((value, index) => (
          <td key={index}>{value ?? ''}</td>
        ))}
        <td>{line.net.some((value) => value !== null) ? line.netTotal : ''}</td>
      </tr>
    </>
  );
}
