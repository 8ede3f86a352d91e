import type { AddOnKind } from '@fairway/contracts/add-on';

export interface AddOnForm {
  kind: AddOnKind;
  name: string;
  price: string;
  limitPer: 'team' | 'player';
  /** Blank: no limit. */
  limit: string;
  /** Blank: no limit. */
  stock: string;
  /** Mulligans one item gives (a bundle may include some); blank: the kind's default. */
  mulligans: string;
}

export const emptyAddOnForm: AddOnForm = { kind: 'mulligan', name: '', price: '', limitPer: 'team', limit: '', stock: '', mulligans: '' };

export const addOnKindLabels: Record<AddOnKind, string> = {
  mulligan: 'Mulligan',
  'raffle-ticket': 'Raffle ticket',
  'skins-entry': 'Skins entry',
  bundle: 'Bundle',
};

/** The kinds a new add-on may be: skins entries are recorded with the skins entrants (see the contracts). */
export const newAddOnKindLabels: Record<Exclude<AddOnKind, 'skins-entry'>, string> = {
  mulligan: addOnKindLabels.mulligan,
  'raffle-ticket': addOnKindLabels['raffle-ticket'],
  bundle: addOnKindLabels.bundle,
};
