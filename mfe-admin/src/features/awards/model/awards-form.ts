import type { AwardsSettings, AwardsSettingsInput } from '@fairway/contracts/awards';
import { limits } from '@fairway/contracts/limits';

export interface PlacePrizeValues {
  prize: string;
  sponsorName: string;
}

export interface AwardsFormValues {
  hiddenHoles: string;
  /** 1st, 2nd and 3rd place, always all three rows (empty rows carry no prize). */
  placePrizes: PlacePrizeValues[];
}

export const placeNames = ['1st Place', '2nd Place', '3rd Place'].slice(0, limits.awards.places);

export function awardsFormValues(saved: AwardsSettings | undefined): AwardsFormValues {
  return {
    hiddenHoles: String(saved?.hiddenHoles ?? 0),
    placePrizes: placeNames.map((_name, index) => ({
      prize: saved?.placePrizes[index]?.prize ?? '',
      sponsorName: saved?.placePrizes[index]?.sponsorName ?? '',
    })),
  };
}

/**
 * Trailing places without prize or sponsor are left out; a place in between keeps its (empty) row. Checked with
 * the contract's schema, loaded on the first save (the tab opens without it).
 */
export async function awardsRequest(values: AwardsFormValues): Promise<{ input: AwardsSettingsInput } | { error: string }> {
  const { awardsSettingsInput } = await import('@fairway/contracts/awards');
  const rows = [...values.placePrizes];
  while (rows.length > 0 && !rows.at(-1)!.prize.trim() && !rows.at(-1)!.sponsorName.trim()) rows.pop();
  const typed = values.hiddenHoles.trim();
  const parsed = awardsSettingsInput.safeParse({ hiddenHoles: typed === '' ? 0 : Number(typed), placePrizes: rows });
  return parsed.success ? { input: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Check the settings' };
}
