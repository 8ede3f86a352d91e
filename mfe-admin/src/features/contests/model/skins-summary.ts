import type { SkinsSettingsResponse } from '@fairway/contracts/skins';

const basisNames = { gross: 'Gross', net: 'Net', both: 'Gross and net' } as const;
const dollars = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The skins game in two lines: how it is played, then the money (who entered is told beside it, see entrantsSummary). */
export function skinsSummary(saved: SkinsSettingsResponse): [string, string] {
  const play = [
    basisNames[saved.basis],
    saved.unit === 'team' ? 'per team (best ball)' : 'per player',
    saved.carryover ? 'carryover' : 'no carryover',
    saved.validation === 'none' ? null : 'par or better on the next hole to win',
  ];
  const money = `${dollars(saved.entryFee)} entry, ${saved.donatedPercent}% donated · pot ${dollars(saved.pot)}, ${dollars(saved.donated)} donated`;
  return [play.filter(Boolean).join(', '), money];
}
