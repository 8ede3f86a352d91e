import { WriteCombiner } from './write-combiner';

interface Job {
  key: string;
  value: number;
}

/** A run that waits until released, so a test decides when each shared write ends. */
function controlledRun() {
  const runs: Array<{ jobs: Job[]; finish: (results?: Array<number | Error>) => void; fail: (error: Error) => void }> = [];
  const run = (jobs: Job[]) =>
    new Promise<Array<number | Error>>((resolve, reject) => {
      runs.push({ jobs, finish: (results) => resolve(results ?? jobs.map((job) => job.value * 10)), fail: reject });
    });
  return { runs, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteCombiner', () => {
  it('starts a request at once when a run is free', async () => {
    const { runs, run } = controlledRun();
    const combiner = new WriteCombiner(run, { keyOf: (job: Job) => job.key, maxInFlight: 2, maxRequests: 10 });

    const answer = combiner.submit({ key: 'a', value: 1 });
    expect(runs.map((entry) => entry.jobs)).toEqual([[{ key: 'a', value: 1 }]]);
    runs[0]!.finish();
    await expect(answer).resolves.toBe(10);
  });

  it('puts the requests that arrive while every run is busy into one run', async () => {
    const { runs, run } = controlledRun();
    const combiner = new WriteCombiner(run, { keyOf: (job: Job) => job.key, maxInFlight: 1, maxRequests: 10 });

    const first = combiner.submit({ key: 'a', value: 1 });
    const waiting = ['b', 'c', 'd'].map((key, index) => combiner.submit({ key, value: index + 2 }));
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    await first;
    await settle();

    expect(runs[1]!.jobs.map((job) => job.key)).toEqual(['b', 'c', 'd']);
    runs[1]!.finish();
    await expect(Promise.all(waiting)).resolves.toEqual([20, 30, 40]);
  });

  it('never puts two requests of one key in a run or in flight at once, and keeps their order', async () => {
    const { runs, run } = controlledRun();
    const combiner = new WriteCombiner(run, { keyOf: (job: Job) => job.key, maxInFlight: 2, maxRequests: 10 });

    void combiner.submit({ key: 'a', value: 1 });
    void combiner.submit({ key: 'a', value: 2 });
    void combiner.submit({ key: 'b', value: 3 });
    void combiner.submit({ key: 'a', value: 4 });
    expect(runs.map((entry) => entry.jobs.map((job) => job.value))).toEqual([[1], [3]]);

    runs[1]!.finish();
    await settle();
    expect(runs).toHaveLength(2); // a is still in flight: its later requests wait
    runs[0]!.finish();
    await settle();
    expect(runs.map((entry) => entry.jobs.map((job) => job.value))).toEqual([[1], [3], [2]]);
    runs[2]!.finish();
    await settle();
    expect(runs.at(-1)!.jobs.map((job) => job.value)).toEqual([4]);
  });

  it('caps the requests of one run', async () => {
    const { runs, run } = controlledRun();
    const combiner = new WriteCombiner(run, { keyOf: (job: Job) => job.key, maxInFlight: 1, maxRequests: 2 });

    void combiner.submit({ key: 'a', value: 1 });
    ['b', 'c', 'd'].forEach((key) => void combiner.submit({ key, value: 0 }));
    runs[0]!.finish();
    await settle();
    expect(runs[1]!.jobs.map((job) => job.key)).toEqual(['b', 'c']);
  });

  it('fails only the request whose result is an error, and every request of a run that throws', async () => {
    const { runs, run } = controlledRun();
    const combiner = new WriteCombiner(run, { keyOf: (job: Job) => job.key, maxInFlight: 1, maxRequests: 10 });

    const blocker = combiner.submit({ key: 'x', value: 0 });
    const [good, bad] = [combiner.submit({ key: 'a', value: 1 }), combiner.submit({ key: 'b', value: 2 })];
    runs[0]!.fail(new Error('connection lost'));
    await expect(blocker).rejects.toThrow('connection lost');
    await settle();
    runs[1]!.finish([10, new Error('forbidden')]);

    await expect(good).resolves.toBe(10);
    await expect(bad).rejects.toThrow('forbidden');
    const after = combiner.submit({ key: 'a', value: 5 });
    runs[2]!.finish();
    await expect(after).resolves.toBe(50);
  });

  it('fails a request that waited longer than maxWaitMs without starting it, and leaves the others alone', async () => {
    const { runs, run } = controlledRun();
    const combiner = new WriteCombiner(run, {
      keyOf: (job: Job) => job.key,
      maxInFlight: 1,
      maxRequests: 10,
      maxWaitMs: 20,
      waitedTooLong: () => new Error('too long'),
    });

    const first = combiner.submit({ key: 'a', value: 1 });
    const stuck = combiner.submit({ key: 'b', value: 2 });
    await expect(stuck).rejects.toThrow('too long');
    runs[0]!.finish();
    await expect(first).resolves.toBe(10);
    await settle();
    expect(runs).toHaveLength(1);
  });
});
