import { useTeams } from '@fairway/api-client';
import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';
import { type ReactElement, useEffect, useMemo, useRef } from 'react';
import { useFitToBox } from '../hooks/use-fit-to-box';
import { useOnChange } from '../hooks/use-on-change';
import { type StartingGroup, type StartingHolesView, startingHolesView } from '../model/tv-starting-holes';
import styles from './tv-starting-holes.module.css';

/** Its turn when it shares the screen (with the auction), as long as the board's. */
const TURN_SECONDS = 30;

function Group({ group, withTime }: { group: StartingGroup; withTime: boolean }) {
  return (
    <li className={styles.group}>
      <span className={styles.place}>{group.place}</span> {group.teamName}
      {withTime && group.teeTime && <time className={styles.time}> {group.teeTime}</time>}
    </li>
  );
}

function Holes({ view }: { view: Extract<StartingHolesView, { layout: 'holes' }> }) {
  return (
    <ol className={styles.holes} aria-label="Holes">
      {view.holes.map(({ hole, groups }) => (
        <li key={hole} className={styles.hole} aria-label={`Hole ${hole}`} data-empty={groups.length === 0}>
          <span className={styles.number} aria-hidden="true">
            {hole}
          </span>
          <ul className={styles.groups}>
            {groups.map((group) => (
              <Group key={group.teamId} group={group} withTime={view.sharedTime === null} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Times({ view }: { view: Extract<StartingHolesView, { layout: 'times' }> }) {
  return (
    <ol className={styles.times} aria-label="Tee times">
      {view.times.map(({ teeTime, groups }) => (
        <li key={teeTime} className={styles.teeTime} aria-label={teeTime}>
          <time className={styles.number}>{teeTime}</time>
          <ul className={styles.groups}>
            {groups.map((group) => (
              <li key={group.teamId} className={styles.group}>
                <span className={styles.place}>Hole {group.place}</span> {group.teamName}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

interface TvStartingHolesProps {
  board: LeaderboardResponse | undefined;
  tournamentId: string;
  /** What the screen shows while the field is not placed (or its teams cannot be read): the board. */
  fallback: ReactElement;
  /** Called when its turn is over, when it shares the screen. */
  onShown?: (() => void) | undefined;
}

/**
 * Before the round, in the board's place: every hole with the teams that start on it ("7A The Birdie Hunters"),
 * or the tee times in order, big enough to read across the clubhouse. Loaded only then (its own chunk).
 */
export function TvStartingHoles({ board, tournamentId, fallback, onShown }: TvStartingHolesProps) {
  const teams = useTeams(tournamentId);
  // An organiser's move is told to every screen as a new board (the teams changed): the TV reads the teams again.
  useOnChange(board, () => void teams.refetch());
  const view = useMemo(() => (teams.data ? startingHolesView(teams.data) : null), [teams.data]);
  const box = useRef<HTMLDivElement>(null);
  useFitToBox(box, view, view?.layout === 'times' ? 3 : 1);
  // While the board stands in (the field not placed), the board keeps its own turn.
  const shown = view !== null;
  useEffect(() => {
    if (!onShown || !shown) return;
    const timer = window.setTimeout(onShown, TURN_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [onShown, shown]);
  if (!view) return fallback;
  return (
    <section className={styles.panel} aria-label="Starting holes">
      <header className={styles.head}>
        <h2 className={styles.title}>{view.layout === 'times' ? 'Tee times' : 'Starting holes'}</h2>
        {view.sharedTime && <p className={styles.shotgun}>Shotgun start at {view.sharedTime}</p>}
      </header>
      <div className={styles.fit} ref={box}>
        {view.layout === 'holes' ? <Holes view={view} /> : <Times view={view} />}
      </div>
    </section>
  );
}
