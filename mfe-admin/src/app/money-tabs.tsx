// The organiser's money screens, each loaded when first shown (the administration dialog has a JavaScript
// budget). They live with the app, which composes features, because a feature never imports another one.
import { lazy, Suspense } from 'react';

const LedgerPanel = lazy(() => import('../features/ledger/components/ledger-panel').then((module) => ({ default: module.LedgerPanel })));

/** The Charity tab's ledger: raised total, entries, Record money, Void, Mark received, Export CSV. */
export function LazyLedgerPanel({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <LedgerPanel tournamentId={tournamentId} />
    </Suspense>
  );
}

const SponsorsTab = lazy(() => import('../features/sponsors/components/sponsors-tab').then((module) => ({ default: module.SponsorsTab })));

/** Sponsor tiers, sponsors (with logos) and the 18-hole grid of hole sponsors. */
export function LazySponsorsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <SponsorsTab tournamentId={tournamentId} />
    </Suspense>
  );
}
