import type { Award, RevealState } from '@fairway/contracts/awards';
import { useRef } from 'react';
import { useFitToBox } from '../hooks/use-fit-to-box';
import type { RevealScreen } from '../model/reveal-screen';
import styles from './tv-reveal-overlay.module.css';

function Sponsor({ award }: { award: Award }) {
  return (
    <>
      {award.sponsorName && <p className={styles.sponsor}>sponsored by {award.sponsorName}</p>}
      {award.prize && <p className={styles.prize}>Prize: {award.prize}</p>}
    </>
  );
}

function Winners({ award }: { award: Award }) {
  if (award.winners.length === 0) return <p className={styles.noWinner}>No winner</p>;
  return (
    <ul className={styles.winners} aria-label="Winner">
      {award.winners.map((winner) => (
        <li key={`${winner.name}-${winner.teamName ?? ''}`}>
          <span className={styles.winnerName}>{winner.name}</span>
          <span className={styles.detail}>{[winner.teamName, winner.detail].filter(Boolean).join(' · ')}</span>
        </li>
      ))}
    </ul>
  );
}

function OnStage({ state, award }: { state: RevealState; award: Award }) {
  const revealed = state.phase === 'revealed';
  const stage = useRef<HTMLDivElement>(null);
  // Winners side by side in up to three columns, as many as let their names be largest.
  useFitToBox(stage, state, Math.min(3, award.winners.length));
  return (
    <div className={styles.stage} ref={stage}>
      <p className={styles.eyebrow}>
        Award {state.step} of {state.total}
      </p>
      <h2 className={styles.category}>{award.title}</h2>
      <Sponsor award={award} />
      {revealed ? (
        <Winners award={award} />
      ) : (
        <p className={styles.suspense} aria-label="The winner is…">
          <span>.</span>
          <span>.</span>
          <span>.</span>
        </p>
      )}
    </div>
  );
}

function Results({ awards }: { awards: readonly Award[] }) {
  const list = useRef<HTMLOListElement>(null);
  useFitToBox(list, awards);
  return (
    <div className={styles.results}>
      <h2 className={styles.resultsTitle}>Results</h2>
      <ol className={styles.resultList} aria-label="Results" ref={list}>
        {awards.map((award) => (
          <li key={award.id}>
            <p className={styles.resultTitle}>{award.title}</p>
            <p className={styles.resultWinners}>
              {award.winners.length ? award.winners.map((winner) => [winner.name, winner.detail].filter(Boolean).join(' · ')).join(', ') : 'No winner'}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The ceremony full screen: the opening, each award (category and sponsor, then the winner) and the results. */
export function TvRevealOverlay({ state, screen, tournamentName }: { state: RevealState; screen: RevealScreen; tournamentName: string }) {
  return (
    <section className={styles.overlay} aria-label="Awards" aria-live="polite" data-phase={state.phase}>
      <p className={styles.tournament}>{tournamentName} · Awards</p>
      {screen === 'opening' && (
        <div className={styles.stage}>
          <h2 className={styles.category}>The awards are about to begin</h2>
          <p className={styles.prize}>
            {state.total} {state.total === 1 ? 'award' : 'awards'} tonight
          </p>
        </div>
      )}
      {screen === 'award' && state.current && <OnStage state={state} award={state.current} />}
      {screen === 'results' && <Results awards={state.revealed} />}
    </section>
  );
}
