// Jest global setup: the real services the API's tests need, started side by side unless the environment
// names them already.
import setupAuthEmulator from './auth-emulator-setup';
import { setupTestDatabaseServer } from './test-database-setup';

export default async function setup(): Promise<void> {
  await Promise.all([setupAuthEmulator(), setupTestDatabaseServer()]);
}
