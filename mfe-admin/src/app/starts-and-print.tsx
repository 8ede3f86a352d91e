import panel from '../shared/components/panel.module.css';
import { PrintCentre } from '../features/print/components/print-centre';
import { StartsSection } from '../features/starts/components/starts-section';

/** The morning's set-up: where each team starts, then the paper that prints it (two features, so composed here). */
export function StartsAndPrint({ tournamentId }: { tournamentId: string }) {
  return (
    <div className={panel.sections}>
      <StartsSection tournamentId={tournamentId} />
      <PrintCentre tournamentId={tournamentId} />
    </div>
  );
}
