import { KeyedTurns } from './keyed-turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedTurns', () => {
  it('runs one key’s work one at a time in the order it came, other keys alongside, and goes on after a failure', async () => {
    const turns = new KeyedTurns();
    const log: string[] = [];
    const job = (key: string, name: string, fail = false) =>
      turns.run(key, async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('t1', 'a', true), job('t1', 'b'), job('t2', 'c')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('end a')).toBeLessThan(log.indexOf('start b'));
    expect(log.indexOf('start c')).toBeLessThan(log.indexOf('end a'));
  });
});
