import { useTestDataSource } from '../../../test/support/test-data-source';
import { SigningKeyRepository } from './signing-key.repository';

describe('SigningKeyRepository (real PostgreSQL)', () => {
  const db = useTestDataSource();

  it('keeps the first key stored and answers it to every later caller, whatever key they bring', async () => {
    const first = new SigningKeyRepository(db.dataSource);
    const laterReplica = new SigningKeyRepository(db.dataSource);

    expect(await first.currentOrCreate('first key')).toBe('first key');
    expect(await laterReplica.currentOrCreate('second key')).toBe('first key');
    expect(await Promise.all([first.currentOrCreate('third'), laterReplica.currentOrCreate('fourth')])).toEqual(['first key', 'first key']);
  });
});
