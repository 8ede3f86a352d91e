import type { RegistrationConfirmationPageProps } from '@fairway/contracts';
import { PageHeading, RemoteSurface } from '@fairway/ui';

/** Where the checkout returns: paid or still pending, the team's invite code and QR, the calendar file. */
export function RegistrationConfirmationPage({ tournamentId }: RegistrationConfirmationPageProps) {
  return (
    <RemoteSurface remote="scoring" page="RegistrationConfirmationPage">
      <PageHeading eyebrow="Registration" title="Your registration" subtitle={tournamentId} />
    </RemoteSurface>
  );
}
