import { awardLine, winnerLine } from '../../../shared/model/award-text';
import { contestResultRows, type DayExtras } from '../model/day-extras';
import styles from './results-page.module.css';

const money = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Contests, skins and awards under the board; a section without data is left out. */
export function DayExtrasSections({ extras }: { extras: DayExtras }) {
  return (
    <>
      {extras.awards && extras.awards.length > 0 && <AwardResults awards={extras.awards} />}
      {extras.contests.length > 0 && <ContestResults extras={extras} />}
      {extras.skins && extras.skins.games.length > 0 && <SkinsResults skins={extras.skins} />}
    </>
  );
}

function AwardResults({ awards }: { awards: NonNullable<DayExtras['awards']> }) {
  return (
    <section aria-label="Awards" className={styles.extras}>
      <h2 className={styles.section}>Awards</h2>
      <ul className={styles.awards}>
        {awards.map((award) => (
          <li key={award.id}>
            <strong>{award.title}</strong>
            <span>{award.winners.length === 0 ? 'No winner' : award.winners.map(winnerLine).join('; ')}</span>
            {awardLine(award) && <span className={styles.muted}>{awardLine(award)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContestResults({ extras }: { extras: DayExtras }) {
  return (
    <section aria-label="Contests" className={styles.extras}>
      <h2 className={styles.section}>Contests</h2>
      <table className={styles.board}>
        <thead>
          <tr>
            <th scope="col">Hole</th>
            <th scope="col" className={styles.teamColumn}>
              Contest
            </th>
            <th scope="col" className={styles.teamColumn}>
              Winner
            </th>
            <th scope="col">Measurement</th>
          </tr>
        </thead>
        <tbody>
          {contestResultRows(extras.contests).map((row) => (
            <tr key={`${row.hole}-${row.title}-${row.division}`}>
              <td>{row.hole}</td>
              <td className={styles.teamColumn}>
                {row.title} ({row.division}){row.sponsor && <span className={styles.muted}> · {row.sponsor}</span>}
              </td>
              <td className={styles.teamColumn}>{row.winner}</td>
              <td>{row.measurement}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SkinsResults({ skins }: { skins: NonNullable<DayExtras['skins']> }) {
  return (
    <section aria-label="Skins" className={styles.extras}>
      <h2 className={styles.section}>Skins</h2>
      {skins.games.map((game) => (
        <table key={game.basis} className={styles.board} aria-label={`Skins (${game.basis})`}>
          <caption className={styles.caption}>
            {game.basis === 'gross' ? 'Gross' : 'Net'} skins · pot {money(game.pot)}
            {game.holesUnwon > 0 && ` · ${game.holesUnwon} holes not won`}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.teamColumn}>
                Winner
              </th>
              <th scope="col">Skins</th>
              <th scope="col">Holes</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {game.winners.length === 0 && (
              <tr>
                <td colSpan={4}>No skin won yet</td>
              </tr>
            )}
            {game.winners.map((winner) => (
              <tr key={winner.id}>
                <td className={styles.teamColumn}>{winner.name}</td>
                <td>{winner.skins}</td>
                <td>{winner.holesWon}</td>
                <td>{money(winner.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
