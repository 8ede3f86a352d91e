import { useSkinsBoard } from '@fairway/api-client';
import type { SkinsGame } from '@fairway/contracts/skins';
import { Panel } from '@fairway/ui';
import { giftAmount } from '../../../shared/model/gift-text';
import { skinsGameTitle, skinsHoleRows } from '../../../shared/model/skins-text';
import styles from './contest-panels.module.css';

function Game({ game }: { game: SkinsGame }) {
  const holes = skinsHoleRows(game);
  return (
    <section className={styles.game} aria-label={skinsGameTitle(game)}>
      <p className={styles.contestTitle}>
        {skinsGameTitle(game)} <span className={styles.note}>· pot {giftAmount(game.pot)}</span>
      </p>
      {holes.length === 0 ? (
        <p className={styles.note}>No hole decided yet.</p>
      ) : (
        <ol className={styles.holes} aria-label={`${skinsGameTitle(game)} by hole`}>
          {holes.map((hole) => (
            <li key={hole.hole} data-status={hole.status}>
              <span className={styles.hole}>{hole.label}</span>
              <span>{hole.result}</span>
            </li>
          ))}
        </ol>
      )}
      {game.winners.length > 0 && (
        <ol className={styles.winners} aria-label={`${skinsGameTitle(game)} winners`}>
          {game.winners.map((winner) => (
            <li key={winner.id}>
              <span className={styles.name}>{winner.name}</span>
              <span>
                {winner.skins} {winner.skins === 1 ? 'skin' : 'skins'} · {giftAmount(winner.value)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Skins won so far (gross, net or both): each decided hole, who took it and for how much, then the totals. */
export function SkinsBoardPanel({ tournamentId }: { tournamentId: string }) {
  const board = useSkinsBoard(tournamentId);
  // A tournament without skins (the API answers 404, read as null) shows nothing.
  if (board.isError || board.data === null) return null;
  return (
    <Panel title="Skins">
      <div className={board.data ? undefined : styles.reserved} aria-busy={!board.data}>
        {board.data?.games.map((game) => (
          <Game key={game.basis} game={game} />
        ))}
      </div>
    </Panel>
  );
}
