import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { contestExtras, divisionLabel } from '../../../shared/model/contest-text';
import { giftAmount } from '../../../shared/model/gift-text';
import { skinsGameTitle } from '../../../shared/model/skins-text';
import { useRef } from 'react';
import { useFitToBox } from '../hooks/use-fit-to-box';
import type { ContestPage } from '../model/contest-slides';
import fundraising from './tv-fundraising-panel.module.css';
import styles from './tv-contest-slides.module.css';

const SKINS_WINNERS_SHOWN = 4;

/** A contest's leader in one division (loaded with the first contest that has a leader). */
export function ContestLeadersSlide({ page }: { page: ContestPage }) {
  const { contest, leader } = page;
  const extras = contestExtras(contest);
  const division = divisionLabel(contest, leader.division);
  const box = useRef<HTMLDivElement>(null);
  // Long names, a sponsor and a prize on a 720p screen: the type gives way, never the leader.
  useFitToBox(box, page);
  return (
    <>
      <p className={fundraising.heading}>Contest leaders</p>
      <div className={styles.contest} ref={box}>
        <p className={styles.title}>
          {contest.title}
          {division && <span className={styles.division}> · {division}</span>}
        </p>
        {extras && <p className={styles.extras}>{extras}</p>}
        <p className={styles.leader}>
          <span className={styles.name}>{leader.entry.playerName ?? leader.entry.teamName}</span>
          <span className={styles.measure}>{leader.entry.measurementLabel}</span>
        </p>
        {leader.entry.playerName && <p className={styles.extras}>{leader.entry.teamName}</p>}
      </div>
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
