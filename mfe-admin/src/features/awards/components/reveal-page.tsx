import { openSignIn, useAuth } from '@fairway/auth';
import { useReveal, useRevealState, useTournament } from '@fairway/api-client';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import { messages } from '@fairway/contracts/messages';
import type { RevealPageProps } from '@fairway/contracts/remotes';
import { RemoteSurface } from '@fairway/ui';
import { ReadFailure } from '../../../shared/components/read-failure';
import { awardLine, winnerLine } from '../../../shared/model/award-text';
import { nextRevealAction, onTvNow, revealButtons } from '../model/reveal-steps';
import styles from './reveal-page.module.css';

/** The MC's phone during the ceremony: the four steps of the reveal as big buttons, and what the TV shows now. */
export function RevealPage({ tournamentId }: RevealPageProps) {
  const { user, status } = useAuth();
  const tournament = useTournament(tournamentId);
  const allowed = tournament.data?.canManage === true;

  return (
    <RemoteSurface remote="admin" page="RevealPage" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Awards reveal</p>
        <h1 className={styles.title}>{tournament.data?.name ?? (tournament.isPending ? 'Loading...' : 'Awards reveal')}</h1>
      </header>
      {tournament.isError && <ReadFailure failure={messages.tournament.fetchFailed} error={tournament.error} onRetry={tournament.refetch} />}
      {status === 'ready' && !user && (
        <div className={styles.notice}>
          <p>Sign in as the tournament&rsquo;s organiser to run the reveal.</p>
          <button type="button" className={styles.secondary} onClick={() => openSignIn('sign-in')}>
            Sign In
          </button>
        </div>
      )}
      {user && tournament.data && !allowed && <p className={styles.notice}>Only the tournament&rsquo;s organiser can run the reveal.</p>}
      {allowed && <RevealControls tournamentId={tournamentId} />}
    </RemoteSurface>
  );
}

function RevealControls({ tournamentId }: { tournamentId: string }) {
  const state = useRevealState(tournamentId);
  const reveal = useReveal(tournamentId);
  if (state.isPending) return <p className={styles.notice}>Loading the reveal...</p>;
  if (state.isError) return <ReadFailure failure={awardsMessages.revealFetchFailed} error={state.error} onRetry={state.refetch} />;
  const next = nextRevealAction(state.data);
  const current = state.data.current;

  return (
    <>
      <section className={styles.tv} aria-label="On the TV now" aria-live="polite">
        <p className={styles.tvLine}>{onTvNow(state.data)}</p>
        {current && (
          <div className={styles.award}>
            <p className={styles.awardTitle}>{current.title}</p>
            {awardLine(current) && <p className={styles.awardLine}>{awardLine(current)}</p>}
            {state.data.phase === 'revealed' && (
              <p className={styles.winner}>{current.winners.length === 0 ? 'No winner' : current.winners.map(winnerLine).join('; ')}</p>
            )}
          </div>
        )}
      </section>
      <div className={styles.buttons}>
        {revealButtons.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className={action === next ? styles.next : styles.step}
            disabled={action !== next || reveal.isPending}
            onClick={() => reveal.mutate(action)}
          >
            {label}
          </button>
        ))}
      </div>
      {reveal.failureText && (
        <p role="alert" className={styles.error}>
          {reveal.failureText}
        </p>
      )}
      {state.data.revealed.length > 0 && (
        <section aria-label="Revealed so far" className={styles.revealed}>
          <h2 className={styles.revealedTitle}>Revealed so far</h2>
          <ol>
            {state.data.revealed.map((award) => (
              <li key={award.id}>
                <strong>{award.title}</strong>: {award.winners.length === 0 ? 'No winner' : award.winners.map(winnerLine).join('; ')}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
