import type { ContestsResponse } from '@fairway/contracts/contest';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { contestExtras, divisionLabel } from '../../../shared/model/contest-text';
import { giftAmount } from '../../../shared/model/gift-text';
import { skinsGameTitle } from '../../../shared/model/skins-text';
import fundraising from './tv-fundraising-panel.module.css';
import styles from './tv-contest-slides.module.css';

const CONTESTS_SHOWN = 3;
const SKINS_WINNERS_SHOWN = 4;

/** The leader of each division on up to three contest holes (loaded with the first contest that has a leader). */
export function ContestLeadersSlide({ contests }: { contests: ContestsResponse }) {
  return (
    <>
      <p className={fundraising.heading}>Contest leaders</p>
      <ol className={styles.contests}>
        {contests.slice(0, CONTESTS_SHOWN).map((contest) => (
          <li key={contest.id}>
            <p className={styles.title}>{contest.title}</p>
            {contestExtras(contest) && <p className={styles.extras}>{contestExtras(contest)}</p>}
            {contest.leaders.map(({ division, entry }) => (
              <div key={division}>
                <p className={styles.leader}>
                  {divisionLabel(contest, division) && <span className={styles.division}>{division}</span>}
                  <span className={styles.name}>{entry ? (entry.playerName ?? entry.teamName) : 'No entry yet'}</span>
                  {entry && <span className={styles.measure}>{entry.measurementLabel}</span>}
                </p>
                {entry?.playerName && <p className={styles.extras}>{entry.teamName}</p>}
              </div>
            ))}
          </li>
        ))}
      </ol>
    </>
  );
}

/** Who has won skins and how much, per game. */
export function SkinsSlide({ games }: { games: SkinsBoardResponse['games'] }) {
  return (
    <>
      <p className={fundraising.heading}>Skins</p>
      {games.map((game) => (
        <div key={game.basis} className={styles.game}>
          {games.length > 1 && <p className={styles.title}>{skinsGameTitle(game)}</p>}
          <ol className={fundraising.gifts}>
            {game.winners.slice(0, SKINS_WINNERS_SHOWN).map((winner) => (
              <li key={winner.id}>
                <span className={fundraising.donor}>
                  {winner.name} <small className={styles.skins}>×{winner.skins}</small>
                </span>
                <span className={fundraising.amount}>{giftAmount(winner.value)}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}
