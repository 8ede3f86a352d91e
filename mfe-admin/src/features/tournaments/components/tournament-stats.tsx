import { dollarsToCents, formatRaised, formatUsd } from '@fairway/golf/charity';
import { StatCards } from '../../../shared/components/stat-cards';
import type { TournamentStats as Stats } from '../model/tournament-groups';

const count = new Intl.NumberFormat('en-US');

/** Active, Upcoming, Completed and Total Raised; the platform's earlier events and money are labelled as such. */
export function TournamentStats({ stats }: { stats: Stats }) {
  const { history } = stats;
  return (
    <StatCards
      stats={[
        { label: 'Active', value: count.format(stats.active) },
        { label: 'Upcoming', value: count.format(stats.upcoming) },
        {
          label: 'Completed',
          value: count.format(stats.completed),
          note: history.completedEvents > 0 ? `including ${count.format(history.completedEvents)} events run before` : undefined,
        },
        {
          label: 'Total Raised',
          value: formatRaised(stats.raisedCents),
          note: history.raisedDollars > 0 ? `including ${formatUsd(dollarsToCents(history.raisedDollars))} raised before` : undefined,
        },
      ]}
    />
  );
}
