// The organiser's fundraising screens, loaded when one is first shown (the administration dialog has a JavaScript
// budget). They live with the app, which composes features, because a feature never imports another one.
import type { Team } from '@fairway/contracts/team';
import { lazy, Suspense } from 'react';

const checkInSales = () => import('./check-in-sales');

const LedgerAndPledges = lazy(() => import('./ledger-and-pledges').then((module) => ({ default: module.LedgerAndPledges })));
const SponsorsTab = lazy(() => import('../features/sponsors/components/sponsors-tab').then((module) => ({ default: module.SponsorsTab })));
const AddOnsTab = lazy(() => import('../features/add-ons/components/add-ons-tab').then((module) => ({ default: module.AddOnsTab })));
const TeamAddOnSales = lazy(() => checkInSales().then((module) => ({ default: module.TeamAddOnSales })));
const VolunteerCashTotal = lazy(() => checkInSales().then((module) => ({ default: module.VolunteerCashTotal })));
const CloseOutToggle = lazy(() => import('../features/close-out/components/close-out-toggle').then((module) => ({ default: module.CloseOutToggle })));

/** The Charity tab's ledger (raised total, entries, Record money, Void, Mark received, Export CSV) and birdie pledges. */
export function LazyLedgerAndPledges({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <LedgerAndPledges tournamentId={tournamentId} />
    </Suspense>
  );
}

/** Sponsor tiers, sponsors (with logos) and the 18-hole grid of hole sponsors. */
export function LazySponsorsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <SponsorsTab tournamentId={tournamentId} />
    </Suspense>
  );
}

/** The add-ons on sale and the holes where mulligans are blocked. */
export function LazyAddOnsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <AddOnsTab tournamentId={tournamentId} />
    </Suspense>
  );
}

/** At check-in, under each team: + and - per add-on, the method, Sell. */
export function LazyTeamAddOnSales({ tournamentId, team }: { tournamentId: string; team: Team }) {
  return (
    <Suspense fallback={null}>
      <TeamAddOnSales tournamentId={tournamentId} team={team} />
    </Suspense>
  );
}

/** At check-in: the cash the signed-in volunteer has taken. */
export function LazyVolunteerCashTotal({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <VolunteerCashTotal tournamentId={tournamentId} />
    </Suspense>
  );
}

/** At check-in: "Close out", the desk's total per method against the cash and cheques counted at the end of a shift. */
export function LazyCloseOut({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={null}>
      <CloseOutToggle tournamentId={tournamentId} />
    </Suspense>
  );
}
