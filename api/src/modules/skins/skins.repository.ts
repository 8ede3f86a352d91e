import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SkinsSettingsInput } from '@fairway/contracts/skins';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

/** A tournament's skins settings as stored. */
export interface SkinsSettingsRow {
  tournamentId: string;
  basis: SkinsSettingsInput['basis'];
  unit: SkinsSettingsInput['unit'];
  carryover: boolean;
  validation: SkinsSettingsInput['validation'];
  entryFeeCents: number;
  donatedPercent: number;
  /** The ledger entry holding the donated share of the fees. */
  ledgerEntryId: string | null;
}

const SETTINGS_COLUMNS = `tournament_id AS "tournamentId", basis, unit, carryover, validation, entry_fee_cents AS "entryFeeCents",
  donated_percent AS "donatedPercent", ledger_entry_id AS "ledgerEntryId"`;

const SETTINGS = new NamedStatement<{ tournamentId: 'uuid' }, SkinsSettingsRow>(
  'skins-settings',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT ${SETTINGS_COLUMNS} FROM skins_settings WHERE tournament_id = ${tournamentId}`,
);
const SETTINGS_FOR_UPDATE = SETTINGS.locking('FOR UPDATE');

const SAVE_SETTINGS = new NamedStatement<
  {
    tournamentId: 'uuid';
    basis: 'text';
    unit: 'text';
    carryover: 'boolean';
    validation: 'text';
    entryFeeCents: 'integer';
    donatedPercent: 'integer';
  },
  never
>(
  'skins-settings-save',
  { tournamentId: 'uuid', basis: 'text', unit: 'text', carryover: 'boolean', validation: 'text', entryFeeCents: 'integer', donatedPercent: 'integer' },
  (refs) => `
  INSERT INTO skins_settings (tournament_id, basis, unit, carryover, validation, entry_fee_cents, donated_percent)
  VALUES (${refs.tournamentId}, ${refs.basis}, ${refs.unit}, ${refs.carryover}, ${refs.validation}, ${refs.entryFeeCents}, ${refs.donatedPercent})
  ON CONFLICT (tournament_id) DO UPDATE SET basis = excluded.basis, unit = excluded.unit, carryover = excluded.carryover,
    validation = excluded.validation, entry_fee_cents = excluded.entry_fee_cents, donated_percent = excluded.donated_percent`,
);

const SET_LEDGER_ENTRY = new NamedStatement<{ tournamentId: 'uuid'; ledgerEntryId: 'uuid' }, never>(
  'skins-settings-ledger-entry',
  { tournamentId: 'uuid', ledgerEntryId: 'uuid' },
  ({ tournamentId, ledgerEntryId }) => `UPDATE skins_settings SET ledger_entry_id = ${ledgerEntryId} WHERE tournament_id = ${tournamentId}`,
);

const ENTRANT_IDS = new NamedStatement<{ tournamentId: 'uuid' }, { entrantId: string }>(
  'skins-entrant-ids',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT entrant_id AS "entrantId" FROM skins_entrants WHERE tournament_id = ${tournamentId}`,
);
const CLEAR_ENTRANTS = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'skins-entrants-clear',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `DELETE FROM skins_entrants WHERE tournament_id = ${tournamentId}`,
);
const DELETE_OTHER_ENTRANTS = new NamedStatement<{ tournamentId: 'uuid'; entrantIds: 'uuid[]' }, never>(
  'skins-entrants-delete-others',
  { tournamentId: 'uuid', entrantIds: 'uuid[]' },
  ({ tournamentId, entrantIds }) => `DELETE FROM skins_entrants WHERE tournament_id = ${tournamentId} AND NOT (entrant_id = ANY(${entrantIds}))`,
);
const ADD_ENTRANTS = new NamedStatement<{ tournamentId: 'uuid'; entrantIds: 'uuid[]' }, never>(
  'skins-entrants-add',
  { tournamentId: 'uuid', entrantIds: 'uuid[]' },
  ({ tournamentId, entrantIds }) =>
    `INSERT INTO skins_entrants (tournament_id, entrant_id) SELECT ${tournamentId}, unnest(${entrantIds}) ON CONFLICT DO NOTHING`,
);

/** The skins_settings and skins_entrants tables. Every method runs inside the caller's transaction when given its manager. */
@Injectable()
export class SkinsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** With `lock`, the row is locked (FOR UPDATE) until the caller's transaction ends. */
  settings(tournamentId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<SkinsSettingsRow | undefined> {
    return (lock ? SETTINGS_FOR_UPDATE : SETTINGS).first(manager, { tournamentId });
  }

  async saveSettings(tournamentId: string, input: Omit<SkinsSettingsRow, 'tournamentId' | 'ledgerEntryId'>, manager: EntityManager): Promise<void> {
    await SAVE_SETTINGS.run(manager, { tournamentId, ...input });
  }

  async setLedgerEntry(tournamentId: string, ledgerEntryId: string | null, manager: EntityManager): Promise<void> {
    await SET_LEDGER_ENTRY.run(manager, { tournamentId, ledgerEntryId });
  }

  async entrantIds(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = await ENTRANT_IDS.rows(manager, { tournamentId });
    return rows.map((row) => row.entrantId);
  }

  async clearEntrants(tournamentId: string, manager: EntityManager): Promise<void> {
    await CLEAR_ENTRANTS.run(manager, { tournamentId });
  }

  /** The entrants become exactly these. */
  async replaceEntrants(tournamentId: string, entrantIds: readonly string[], manager: EntityManager): Promise<void> {
    await DELETE_OTHER_ENTRANTS.run(manager, { tournamentId, entrantIds });
    await ADD_ENTRANTS.run(manager, { tournamentId, entrantIds: [...new Set(entrantIds)] });
  }
}
