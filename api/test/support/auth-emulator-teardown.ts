type Stoppable = { stop: () => Promise<void> };
const globals = globalThis as typeof globalThis & { __fairwayAuthEmulator?: Stoppable };

export default async function teardown(): Promise<void> {
  await globals.__fairwayAuthEmulator?.stop();
}
