import type { Contest } from '@fairway/contracts/contest';

/** "Men, Women · Individual · Sponsored by Acme · Prize: Driver" */
export function contestSummary(contest: Contest): string {
  const parts = [contest.divisions.join(', '), contest.competitor === 'team' ? 'Team' : 'Individual'];
  if (contest.minYardage != null) parts.push(`${contest.minYardage} yd minimum`);
  if (contest.sponsorName) parts.push(`Sponsored by ${contest.sponsorName}`);
  if (contest.prize) parts.push(`Prize: ${contest.prize}`);
  return parts.join(' · ');
}
