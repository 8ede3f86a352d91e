import type { RegisterPageProps } from '@fairway/contracts';
import { PageHeading, RemoteSurface } from '@fairway/ui';

/** A tournament's public registration: what to buy, the questions, the waiver, then the checkout. */
export function RegisterPage({ tournamentId }: RegisterPageProps) {
  return (
    <RemoteSurface remote="scoring" page="RegisterPage">
      <PageHeading eyebrow="Registration" title="Register" subtitle={tournamentId} />
    </RemoteSurface>
  );
}
