import teardownAuthEmulator from './auth-emulator-teardown';
import { teardownTestDatabaseServer } from './test-database-setup';

export default async function teardown(): Promise<void> {
  await Promise.all([teardownAuthEmulator(), teardownTestDatabaseServer()]);
}
