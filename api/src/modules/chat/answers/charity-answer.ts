import { limits, type PublicTournament } from '@fairway/contracts';
import { charityProgress, dollarsToCents, formatRaised, formatUsd } from '@fairway/golf';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

function nextMilestone(raised: number): number | undefined {
  return limits.charityMilestonesDollars.find((milestone) => milestone > raised);
}

function charityLine({ name, charityName, charityRaised, charityGoal }: PublicTournament): string {
  const { percent, uncappedPercent } = charityProgress(charityRaised, charityGoal);
  const status = charityGoal <= 0 ? 'no goal set' : uncappedPercent >= 100 ? 'goal reached!' : `${percent}% of the goal`;
  const milestone = nextMilestone(charityRaised);
  const next = milestone === undefined ? '' : ` Next milestone: ${usd(milestone)}.`;
  return `- ${name}: ${formatRaised(dollarsToCents(charityRaised))} raised of ${usd(charityGoal)} for ${charityName} (${status}).${next}`;
}

/** How much each current tournament has raised, from the stored charity totals. */
export function charityAnswer(tournaments: readonly PublicTournament[]): string {
  const lines = ['Charity so far:', ...tournaments.map(charityLine)];
  if (tournaments.length > 1)
    lines.push(`Together: ${formatRaised(dollarsToCents(tournaments.reduce((sum, tournament) => sum + tournament.charityRaised, 0)))}.`);
  lines.push('Give through the donate button on the tournament banner; the organiser adds donations to the total.');
  return lines.join('\n');
}

/** The donation links of the current tournaments, after the general how-to. */
export function donationLinks(tournaments: readonly PublicTournament[]): string[] {
  return tournaments
    .filter((tournament) => tournament.charityPaypalLink)
    .map((tournament) => `- ${tournament.charityName} (${tournament.name}): ${tournament.charityPaypalLink}`);
}
