// The registration screens, loaded when one is first shown (the administration dialog has a JavaScript budget).
import { lazy, Suspense } from 'react';

const RegistrationTab = lazy(() => import('../features/registration/components/registration-tab').then((module) => ({ default: module.RegistrationTab })));
const RegistrationsTab = lazy(() => import('../features/registration/components/registrations-tab').then((module) => ({ default: module.RegistrationsTab })));

/** Opening and closing registration, its window, capacity, products, questions, waiver, promo codes and link. */
export function LazyRegistrationTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <RegistrationTab tournamentId={tournamentId} />
    </Suspense>
  );
}

/** Every registration, the desk's walk-ups, cancellations and refunds, and the waitlist. */
export function LazyRegistrationsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <RegistrationsTab tournamentId={tournamentId} />
    </Suspense>
  );
}
