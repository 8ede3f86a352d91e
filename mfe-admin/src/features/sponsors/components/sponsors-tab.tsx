import { HoleSponsorGrid } from './hole-sponsor-grid';
import { SponsorsSection } from './sponsors-section';
import { TiersSection } from './tiers-section';
import panel from '../../../shared/components/panel.module.css';

/** Sponsor tiers, the sponsors themselves, and which of them sponsors each hole. */
export function SponsorsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <div className={panel.sections}>
      <TiersSection tournamentId={tournamentId} />
      <SponsorsSection tournamentId={tournamentId} />
      <HoleSponsorGrid tournamentId={tournamentId} />
    </div>
  );
}
