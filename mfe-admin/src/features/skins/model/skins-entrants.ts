import type { SkinsSettingsResponse } from '@fairway/contracts/skins';
import type { Team } from '@fairway/contracts/team';
import { dollarsToCents } from '@fairway/golf/fundraising';
import { skinsMoney } from '@fairway/golf/skins';
import { usdCents } from '../../../shared/model/money';

/** One box of the entrants' checklist: a player ("Ann (Eagles)") or, in team skins, a team. */
export interface EntrantChoice {
  id: string;
  label: string;
}

/** More names than this and the summary gives the count alone. */
const NAMES_SHOWN = 8;

/** Who may enter: every player with their team (teams by name, players in their order), or every team. */
export function entrantChoices(teams: readonly Team[], unit: SkinsSettingsResponse['unit']): EntrantChoice[] {
  const sorted = [...teams].sort((a, b) => a.name.localeCompare(b.name));
  if (unit === 'team') return sorted.map((team) => ({ id: team.id, label: team.name }));
  return sorted.flatMap((team) =>
    [...team.players].sort((a, b) => a.position - b.position).map((player) => ({ id: player.id, label: `${player.name} (${team.name})` })),
  );
}

/** The saved entrants in one line: "3 entrants: Ann, Bob, Cy", the count alone when many, or what nobody entered means. */
export function entrantsSummary(entrants: SkinsSettingsResponse['entrants']): string {
  if (entrants.length === 0) return 'No entrants recorded: everyone plays, no pot';
  const count = `${entrants.length} ${entrants.length === 1 ? 'entrant' : 'entrants'}`;
  return entrants.length > NAMES_SHOWN ? count : `${count}: ${entrants.map((entrant) => entrant.name).join(', ')}`;
}

/** What saving the ticked boxes would give, by the API's own money rule (libs/golf): the pot and the charity's share. */
export function entrantsPreview(saved: Pick<SkinsSettingsResponse, 'entryFee' | 'donatedPercent'>, ticked: number, of: number): string {
  if (ticked === 0) return `0 of ${of} ticked: everyone plays, no pot`;
  const money = skinsMoney(dollarsToCents(saved.entryFee), ticked, saved.donatedPercent);
  return `${ticked} of ${of} ticked · pot ${usdCents(money.potCents)} · ${usdCents(money.donatedCents)} donated`;
}
