import { groupThousands } from './group-thousands';
import { limits } from './limits';

/** The skins texts, apart from the schemas so pages on a budget can show them without zod. */
export const skinsMessages = {
  basis: 'Choose gross, net or both',
  unit: 'Choose player or team',
  carryover: 'Carryover must be true or false',
  validation: 'Choose none or par-or-better-next-hole',
  entryFee: `Entry fee must be an amount from $0 to $${groupThousands(limits.skins.maxEntryFeeDollars)} with at most 2 decimals`,
  donatedPercent: 'The share donated must be a whole percentage from 0 to 100',
  entrants: 'List the ids of those who entered',
  unknownEntrant: 'Every entrant must be a player (per-player skins) or a team (team skins) of this tournament',
  notConfigured: 'Skins are not set up for this tournament',
  saveFailed: 'Failed to save the skins settings',
  settingsFetchFailed: 'Could not load the skins settings',
  entrantsSaveFailed: 'Failed to save the skins entrants',
} as const;
