import type { SkinsSettingsResponse } from '@fairway/contracts/skins';
import { usd } from '../../../shared/model/money';

const basisNames = { gross: 'Gross', net: 'Net', both: 'Gross and net' } as const;

/** The skins game in two lines: how it is played, then the money (who entered is told beside it, see entrantsSummary). */
export function skinsSummary(saved: SkinsSettingsResponse): [string, string] {
  const play = [
    basisNames[saved.basis],
    saved.unit === 'team' ? 'per team (best ball)' : 'per player',
    saved.carryover ? 'carryover' : 'no carryover',
    saved.validation === 'none' ? null : 'par or better on the next hole to win',
  ];
  const money = `${usd(saved.entryFee)} entry, ${saved.donatedPercent}% donated · pot ${usd(saved.pot)}, ${usd(saved.donated)} donated`;
  return [play.filter(Boolean).join(', '), money];
}
