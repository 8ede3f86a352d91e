import { openSignIn, useAuth } from '@fairway/auth';
import { isNotFoundError, useAcceptEventInvitation, useEventInvitation } from '@fairway/api-client';
import type { EventInvitationPreview } from '@fairway/contracts/event-team';
import { eventRoleDuties, eventRoleLabels, eventTeamTexts } from '@fairway/contracts/event-team-texts';
import type { EventInvitePageProps } from '@fairway/contracts/remotes';
import { RemoteSurface } from '@fairway/ui';
import { Link, useNavigate } from '@fairway/ui/router';
import { ReadFailure } from '../../../shared/components/read-failure';
import { eventLandingPath } from '../../../shared/model/event-landing';
import styles from './event-invite-page.module.css';

/** /event-invite/{code}: the invited volunteer's phone: the tournament and role, sign in, Accept, then their role's page. */
export function EventInvitePage({ code }: EventInvitePageProps) {
  const invitation = useEventInvitation(code);

  return (
    <RemoteSurface remote="admin" page="EventInvitePage" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Event team invitation</p>
        <h1 className={styles.title}>{invitation.data?.tournamentName ?? (invitation.isPending ? 'Loading...' : 'Invitation')}</h1>
      </header>
      {invitation.isError &&
        (isNotFoundError(invitation.error) ? (
          <p className={styles.notice}>{eventTeamTexts.invitationNotFound}</p>
        ) : (
          <ReadFailure failure={eventTeamTexts.invitationFetchFailed} error={invitation.error} onRetry={invitation.refetch} />
        ))}
      {invitation.data && <InvitationBody code={code} invitation={invitation.data} />}
    </RemoteSurface>
  );
}

function InvitationBody({ code, invitation }: { code: string; invitation: EventInvitationPreview }) {
  const { user, status } = useAuth();
  const accept = useAcceptEventInvitation();
  const navigate = useNavigate();
  const landing = eventLandingPath(invitation.tournamentId, invitation.role);

  return (
    <>
      <section className={styles.role} aria-label="Your role">
        <p className={styles.roleName}>{eventRoleLabels[invitation.role]}</p>
        <p className={styles.duty}>{eventRoleDuties[invitation.role]}</p>
      </section>
      {invitation.status === 'revoked' && <p className={styles.notice}>{eventTeamTexts.invitationRevoked}</p>}
      {invitation.status === 'active' && (
        <div className={styles.notice}>
          <p>{eventTeamTexts.invitationUsed}</p>
          <Link to={landing} className={styles.secondary}>
            Open the event
          </Link>
        </div>
      )}
      {invitation.status === 'invited' && status === 'ready' && !user && (
        <div className={styles.notice}>
          <p>Sign in (or create an account) to accept. You will sign in as yourself every time you help at this event.</p>
          <button type="button" className={styles.primary} onClick={() => openSignIn('sign-in')}>
            Sign In
          </button>
        </div>
      )}
      {invitation.status === 'invited' && user && (
        <div className={styles.actions}>
          <p className={styles.signedIn}>Signed in as {user.email ?? user.displayName ?? 'you'}</p>
          <button
            type="button"
            className={styles.primary}
            disabled={accept.isPending}
            onClick={() => accept.mutate(code, { onSuccess: () => navigate(landing) })}
          >
            {accept.isPending ? 'Accepting...' : 'Accept'}
          </button>
          {accept.failureText && (
            <p role="alert" className={styles.error}>
              {accept.failureText}
            </p>
          )}
        </div>
      )}
    </>
  );
}
