// Jest global setup: the API verifies real Firebase ID tokens, so tests need the real Auth emulator.
// `npm test` starts one for the whole run and exports FIREBASE_AUTH_EMULATOR_HOST; a direct
// `jest` run in api/ starts its own here and stops it in the teardown.
import { startAuthEmulator } from '@fairway/scripts/stack/auth-emulator.mjs';

type Stoppable = { stop: () => Promise<void> };
const globals = globalThis as typeof globalThis & { __fairwayAuthEmulator?: Stoppable };

export default async function setup(): Promise<void> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const emulator = await startAuthEmulator({});
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  globals.__fairwayAuthEmulator = emulator;
}
