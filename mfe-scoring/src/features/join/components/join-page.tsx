import { isNotFoundError, useTournament } from '@fairway/api-client';
import { openSignIn, useAuth } from '@fairway/auth';
import type { JoinPageProps } from '@fairway/contracts';
import { pageMessages } from '@fairway/contracts/page-messages';
import { PageHeading, RemoteSurface } from '@fairway/ui';
import { useFoursomeForms } from '../hooks/use-foursome-forms';
import styles from './join-page.module.css';

/** Register a foursome: create one (and share its invite code) or join one with a code. */
export function JoinPage({ tournamentId, code }: JoinPageProps) {
  const tournament = useTournament(tournamentId);
  const { user } = useAuth();
  // The forms, their messages and the roster's fields: a visitor never fetches them; a member's page paints
  // its heading while they arrive.
  const forms = useFoursomeForms(Boolean(user));
  if (isNotFoundError(tournament.error)) {
    return (
      <RemoteSurface remote="scoring" page="JoinPage">
        <section className={styles.state} role="alert">
          <h1>{pageMessages.tournamentNotFound}</h1>
          <p>No tournament has the id {tournamentId}.</p>
        </section>
      </RemoteSurface>
    );
  }
  return (
    <RemoteSurface remote="scoring" page="JoinPage">
      <PageHeading
        eyebrow={tournament.data?.name ?? 'Tournament'}
        title="Register Your Foursome"
        subtitle={
          code
            ? 'Your captain has registered your foursome: join it with its invite code, then add your details.'
            : 'Create a foursome and share its invite code, or join one with a code from your group.'
        }
      />
      {user ? (
        forms ? (
          <forms.FoursomeForms tournamentId={tournamentId} {...(code ? { code } : {})} />
        ) : (
          <div className={styles.formsPlaceholder} role="status" aria-label="Loading the foursome forms…" />
        )
      ) : (
        <section className={styles.state}>
          <h2>Sign in to create or join a foursome</h2>
          <p>Your account is what makes you a member of the team, so only your group can post its scores.</p>
          <button type="button" className={styles.button} onClick={() => openSignIn()}>
            Log In to Register
          </button>
        </section>
      )}
    </RemoteSurface>
  );
}
