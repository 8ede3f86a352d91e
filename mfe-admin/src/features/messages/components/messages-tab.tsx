import panel from '../../../shared/components/panel.module.css';
import { ComposeCard } from './compose-card';
import { MessageHistory } from './message-history';
import { ReminderCard } from './reminder-card';
import { ResultsCard } from './results-card';

/** The players' messages: write to the field, the reminder before the day, the results after it, and what went to whom. */
export function MessagesTab({ tournamentId }: { tournamentId: string }) {
  return (
    <div className={panel.sections}>
      <ComposeCard tournamentId={tournamentId} />
      <MessageHistory tournamentId={tournamentId} />
      <ReminderCard tournamentId={tournamentId} />
      <ResultsCard tournamentId={tournamentId} />
    </div>
  );
}
