// The Charity tab's two panels in one chunk: the ledger, then the birdie pledges to collect (two features,
// composed here because a feature never imports another one).
import { BirdiePledgesPanel } from '../features/birdie-pledges/components/birdie-pledges-panel';
import { LedgerPanel } from '../features/ledger/components/ledger-panel';
import panel from '../shared/components/panel.module.css';

export function LedgerAndPledges({ tournamentId }: { tournamentId: string }) {
  return (
    <div className={panel.sections}>
      <LedgerPanel tournamentId={tournamentId} />
      <BirdiePledgesPanel tournamentId={tournamentId} />
    </div>
  );
}
