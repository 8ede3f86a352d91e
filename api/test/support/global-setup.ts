// Jest global setup: the real services the API's tests need, started side by side unless the environment
// names them already.
import { generateSigningKeyPem } from '../../src/common/auth/signing-key';
import setupAuthEmulator from './auth-emulator-setup';
import { setupTestDatabaseServer } from './test-database-setup';

export default async function setup(): Promise<void> {
  // One key for the run: the local identity service of every test app (and replica) signs and trusts it.
  process.env.IDENTITY_SIGNING_KEY ||= await generateSigningKeyPem();
  await Promise.all([setupAuthEmulator(), setupTestDatabaseServer()]);
}
