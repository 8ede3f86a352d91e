import { groupThousands } from '@fairway/contracts/group-thousands';
import { dollarsToCents, formatRaised, formatUsd } from '@fairway/golf/fundraising';
import { StatCards } from '../../../shared/components/stat-cards';
import type { TournamentStats as Stats } from '../model/tournament-groups';

/** Active, Upcoming, Completed and Total Raised; the platform's earlier events and money are labelled as such. */
export function TournamentStats({ stats }: { stats: Stats }) {
  const { history } = stats;
  return (
    <StatCards
      stats={[
        { label: 'Active', value: groupThousands(stats.active) },
        { label: 'Upcoming', value: groupThousands(stats.upcoming) },
        {
          label: 'Completed',
          value: groupThousands(stats.completed),
          note: history.completedEvents > 0 ? `including ${groupThousands(history.completedEvents)} events run before` : undefined,
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
