import { readOutcome, useOwnRegistration } from '@fairway/api-client';
import type { RegistrationConfirmationPageProps } from '@fairway/contracts';
import { httpMessages } from '@fairway/contracts/http-messages';
import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { formatLongDate, PageHeading, Panel, RemoteSurface } from '@fairway/ui';
import { useEffect } from 'react';
import { forgetRegistration, forgetSentCheckout } from '../model/draft-storage';
import { RegistrationDay } from './registration-day';
import { RegistrationReceipt } from './registration-receipt';
import { RegistrationStatus } from './registration-status';
import { TeamInvite } from './team-invite';
import common from './registration.module.css';
import styles from './confirmation-page.module.css';

function headingOf(registration: RegistrationConfirmation): string {
  switch (registration.state) {
    case 'paid':
      return registration.kind === 'sponsor' ? 'Thank You for Sponsoring!' : "You're Registered!";
    case 'pending-payment':
      return 'Confirming Your Payment…';
    case 'waitlisted':
      return "You're on the Waitlist";
    case 'offered':
      return 'A Place Is Yours';
    case 'expired':
      return 'Not Paid';
    case 'cancelled':
      return 'Registration Cancelled';
    case 'refunded':
      return 'Registration Refunded';
  }
}

/** The tab's copy of the form: gone once the registration is made, its checkout forgotten once that is over. */
function useForgetFinishedForm(registration: RegistrationConfirmation | undefined) {
  const state = registration?.state;
  const tournamentId = registration?.tournamentId;
  useEffect(() => {
    if (!tournamentId || !state) return;
    if (state === 'paid' || state === 'waitlisted' || state === 'offered') forgetRegistration(tournamentId);
    if (state === 'expired' || state === 'cancelled') forgetSentCheckout(tournamentId);
  }, [state, tournamentId]);
}

/** The day and its calendar file for a place that is the registrant's, or being paid for; not for one that ended or is only waiting in line. */
const showsDay = (registration: RegistrationConfirmation) => ['paid', 'pending-payment', 'offered'].includes(registration.state);

function Confirmation({ registration, token }: { registration: RegistrationConfirmation; token: string }) {
  const paid = registration.state === 'paid';
  return (
    <>
      <PageHeading
        eyebrow={registration.tournamentName}
        title={headingOf(registration)}
        subtitle={`${formatLongDate(registration.date)} · ${registration.courseName}`}
      />
      {paid && registration.kind === 'single' && (
        <p className={styles.lead}>You are registered as a single player: the organiser pairs you with a team before the day.</p>
      )}
      <div className={`ff-columns ${styles.columns}`}>
        <div className="ff-column">
          <RegistrationStatus registration={registration} token={token} />
          {paid && registration.inviteCode && registration.teamName && (
            <TeamInvite
              tournamentId={registration.tournamentId}
              tournamentName={registration.tournamentName}
              teamName={registration.teamName}
              inviteCode={registration.inviteCode}
            />
          )}
          {showsDay(registration) && <RegistrationDay registration={registration} token={token} />}
        </div>
        <div className="ff-column">{paid && <RegistrationReceipt registration={registration} />}</div>
      </div>
    </>
  );
}

function ConfirmationContent({ token }: RegistrationConfirmationPageProps) {
  const registration = useOwnRegistration(token);
  useForgetFinishedForm(registration.data);
  const outcome = readOutcome(registration);
  if (registration.data) return <Confirmation registration={registration.data} token={token} />;
  if (outcome === 'not-found') {
    return (
      <Panel>
        <div className={common.stack} role="alert">
          <h1 className={styles.title}>Registration Not Found</h1>
          <p>This link does not name a registration. Use the link in your confirmation e-mail.</p>
        </div>
      </Panel>
    );
  }
  return <PageHeading eyebrow="Registration" title="Your Registration" subtitle={outcome === 'no-signal' ? httpMessages.noSignal : 'Loading…'} />;
}

/** Where the checkout returns, and the confirmation e-mail links: paid or still on its way, the team's invite, the day, the receipt. */
export function RegistrationConfirmationPage({ tournamentId, token }: RegistrationConfirmationPageProps) {
  return (
    <RemoteSurface remote="scoring" page="RegistrationConfirmationPage">
      <div className={common.page}>
        <ConfirmationContent tournamentId={tournamentId} token={token} />
      </div>
    </RemoteSurface>
  );
}
