import type { AwardsSettings } from '@fairway/contracts/awards';

const places = ['1st', '2nd', '3rd'];

/** "Last 3 holes hidden" and "1st: Crystal trophy (Acme Motors) · 2nd: Balls", as the settings stand. */
export function awardsSummary(settings: AwardsSettings): [string, string] {
  const hidden =
    settings.hiddenHoles === 0
      ? 'Every hole shows on the public boards'
      : `The last ${settings.hiddenHoles === 1 ? 'hole is' : `${settings.hiddenHoles} holes are`} hidden from public boards until the awards`;
  const prizes = settings.placePrizes
    .map((row, index) => {
      const what = [row.prize, row.sponsorName && `(${row.sponsorName})`].filter(Boolean).join(' ');
      return what ? `${places[index]}: ${what}` : null;
    })
    .filter(Boolean);
  return [hidden, prizes.length === 0 ? 'No place prizes yet' : prizes.join(' · ')];
}
