import type { Award, AwardWinner } from '@fairway/contracts/awards';

/** "Prize: Putter · Sponsored by Acme", or '' when the award has neither. */
export function awardLine(award: Award): string {
  return [award.prize && `Prize: ${award.prize}`, award.sponsorName && `Sponsored by ${award.sponsorName}`].filter(Boolean).join(' · ');
}

/** "Ann Lee (Eagles), 4 ft 2 in" */
export function winnerLine(winner: AwardWinner): string {
  const who = winner.teamName && winner.teamName !== winner.name ? `${winner.name} (${winner.teamName})` : winner.name;
  return winner.detail ? `${who}, ${winner.detail}` : who;
}
