type Stoppable = { stop: () => Promise<void> };
const globals = globalThis as typeof globalThis & { __fairwayE2e?: Stoppable[] };

export default async function teardown(): Promise<void> {
  for (const item of globals.__fairwayE2e ?? []) await item.stop();
}
