import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

/** The skins settings without the pot's ledger entry; no entrants. */
const COPY_SETTINGS = new NamedStatement<{ from: 'uuid'; to: 'uuid' }, never>(
  'skins-copy-settings',
  { from: 'uuid', to: 'uuid' },
  ({ from, to }) => `INSERT INTO skins_settings (tournament_id, basis, unit, carryover, validation, entry_fee_cents, donated_percent)
       SELECT ${to}, basis, unit, carryover, validation, entry_fee_cents, donated_percent FROM skins_settings WHERE tournament_id = ${from}`,
);

@Injectable()
export class SkinsCopyRepository {
  async copySettings(from: string, to: string, manager: EntityManager): Promise<void> {
    await COPY_SETTINGS.run(manager, { from, to });
  }
}
