import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { apiPersistence } from './api-persistence.rule.mjs';

const api = join(import.meta.dirname, '..', '..', 'api', 'src');
const skinsService = join(api, 'modules', 'skins', 'skins.service.ts');
const skinsRepository = join(api, 'modules', 'skins', 'skins.repository.ts');
const eventsService = join(api, 'modules', 'events', 'activity.service.ts');
const migration = join(api, 'database', 'migrations', '1795600000000-tournament-time-zone.ts');

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('api-persistence', apiPersistence, {
  valid: [
    { filename: skinsService, code: "import { SkinsRepository } from './skins.repository';" },
    { filename: skinsService, code: "import { ScoreDataService } from '../score/score-data.service';" },
    { filename: skinsService, code: 'const settings = await this.repository.settings(id);' },
    { filename: skinsService, code: "throw new Error('Select a division first');" },
    { filename: skinsService, code: "const action = 'UPDATE';" },
    { filename: skinsRepository, code: "const rows = await manager.query('SELECT 1');" },
    { filename: skinsRepository, code: 'const text = `SELECT * FROM skins_settings`;' },
    { filename: join(api, 'modules', 'team', 'team.service.spec.ts'), code: "import { ScoreRepository } from '../score/score.repository';" },
    { filename: join(api, 'database', 'named-statement.ts'), code: 'const result = await runner.query(this.text, values, true);' },
    { filename: join(api, 'database', 'seeds', 'seed-demo.ts'), code: "await manager.query('SELECT 1');" },
    { filename: join(api, 'modules', 'team', 'scoring-roster.ts'), code: 'const text = `SELECT id FROM teams`;' },
    { filename: migration, code: "import { DataSource } from 'typeorm';" },
    { filename: migration, code: "import { Earlier1 } from './1795300000000-initial-schema';" },
  ],
  invalid: [
    {
      filename: skinsService,
      code: "await manager.query('DELETE FROM skins_entrants');",
      errors: [{ messageId: 'sqlInService' }, { messageId: 'sqlInService' }],
    },
    { filename: skinsService, code: 'const UPSERT = `\n  INSERT INTO skins_settings (tournament_id) VALUES ($1)`;', errors: [{ messageId: 'sqlInService' }] },
    { filename: skinsService, code: 'await this.dataSource.query(text);', errors: [{ messageId: 'sqlInService' }] },
    { filename: skinsService, code: "import { ScoreRepository } from '../score/score.repository';", errors: [{ messageId: 'otherRepository' }] },
    {
      filename: join(api, 'modules', 'fundraising', 'pledges', 'birdie-pledge.service.ts'),
      code: "import { ScoreRepository } from '../../score/score.repository';",
      errors: [{ messageId: 'otherRepository' }],
    },
    { filename: eventsService, code: "await this.dataSource.query('SELECT 1');", errors: [{ messageId: 'sqlInService' }, { messageId: 'sqlInService' }] },
    {
      filename: join(api, 'modules', 'team', 'scoring-roster.ts'),
      code: "await manager.query('SELECT id FROM teams WHERE id = ANY($1::uuid[]) FOR NO KEY UPDATE', [ids]);",
      errors: [{ messageId: 'queryOutsideRepository' }],
    },
    { filename: join(api, 'common', 'auth', 'access.ts'), code: 'await dataSource.query(text);', errors: [{ messageId: 'queryOutsideRepository' }] },
    { filename: migration, code: "import { venueTimeZone } from '../../modules/course/venue-time-zone';", errors: [{ messageId: 'migrationImport' }] },
  ],
});
