import { jest } from '@jest/globals';
import type { LiveEvent } from '@fairway/contracts/live-event';
import { loadEnv } from '../../config/load-env';
import type { LiveBoardCache } from '../leaderboard/live-board.cache';
import type { EventBatch } from './event-bus';
import type { StreamSink } from './event-channel';
import { EventHub } from './event-hub.service';
import type { LiveEventBuilder } from './live-event.builder';
import { LocalEventBus } from './local-event-bus';
import type { BoardVersions } from '../leaderboard/board-versions';

const tournamentId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** A charity event (the smallest live event) with the given id. */
function charityEvent(id: number): LiveEvent {
  return { type: 'charity', id, tournamentId, data: { tournamentId, raised: id, goal: 1000 } } as unknown as LiveEvent;
}

function batch(firstId: number, lastId: number, ids: number[]): EventBatch {
  return { tournamentId, firstId, lastId, events: ids.map(charityEvent) };
}

function recordingSink() {
  const written: string[] = [];
  let ended = false;
  const sink: StreamSink = { write: (text) => void written.push(text), bufferedBytes: () => 0, end: () => void (ended = true) };
  return {
    sink,
    ids: () => [...written.join('').matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])),
    text: () => written.join(''),
    ended: () => ended,
  };
}

/** Board versions as Redis counts them: `committed` writes so far, every board told comparable with them. */
function countedVersions(committed: number): BoardVersions {
  return {
    received: (version: { shared: boolean; value: number }) => ({ epoch: 0, ...version }),
    current: async () => ({ epoch: 0, shared: true, value: committed }),
  } as unknown as BoardVersions;
}

function hub(versions = { received: () => undefined } as unknown as BoardVersions): EventHub {
  const boards = { forTournament: () => Promise.reject(new Error('no board')), store: () => undefined, forget: () => undefined } as unknown as LiveBoardCache;
  // The snapshot: one event without an id stands for it (its content is not what these tests are about).
  const builder = { snapshot: async () => [{ type: 'tournament', data: { snapshot: true } }] } as unknown as LiveEventBuilder;
  return new EventHub(new LocalEventBus(), loadEnv({ DATABASE_URL: 'postgres://localhost/x' }), boards, versions, builder);
}

/** A batch whose board was built after `version` writes. */
function boardBatch(firstId: number, lastId: number, version: number): EventBatch {
  const board = { type: 'leaderboard', id: firstId, tournamentId, data: { tournamentId, rows: [] } } as unknown as LiveEvent;
  return { tournamentId, firstId, lastId, events: [board], boardVersion: { shared: true, value: version } };
}

describe('EventHub', () => {
  it('never sends a stream resumed ahead of this replica an event it already has', async () => {
    const events = hub();
    events.receive(batch(1, 10, [1, 2, 3]));
    const resumed = recordingSink();
    // The client saw up to 15 on a replica that is ahead of this one.
    await events.open(tournamentId, 15, resumed.sink);

    events.receive(batch(11, 20, [11, 12, 16, 17]));
    events.receive(batch(21, 30, [21]));

    expect(resumed.ids()).toEqual([16, 17, 21]);
  });

  it('replays what a stream missed, then sends every new event once', async () => {
    const events = hub();
    events.receive(batch(1, 10, [1, 2, 3]));
    const resumed = recordingSink();
    await events.open(tournamentId, 2, resumed.sink);
    events.receive(batch(11, 20, [11]));

    expect(resumed.ids()).toEqual([3, 11]);
  });

  it('follows the replay with the board as it is when writes were committed that no board told here shows', async () => {
    const events = hub(countedVersions(6));
    events.receive(boardBatch(1, 10, 5));
    events.receive(batch(11, 20, [11]));
    const resumed = recordingSink();
    await events.open(tournamentId, 1, resumed.sink);

    expect(resumed.ids()).toEqual([11]);
    expect(resumed.text()).toMatch(/id: 11\n[^]*event: tournament\ndata: \{"snapshot":true\}/);
  });

  it('sends only the replay when the last board told here shows every write committed', async () => {
    const events = hub(countedVersions(5));
    events.receive(boardBatch(1, 10, 5));
    events.receive(batch(11, 20, [11]));
    const resumed = recordingSink();
    await events.open(tournamentId, 1, resumed.sink);

    expect(resumed.ids()).toEqual([11]);
    expect(resumed.text()).not.toContain('event: tournament');
  });

  describe('batches arriving out of order (each replica publishes its own changes)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** A stream open after id 1, then each step: a batch (its first id, ten ids long, one event) or a wait in ms. */
    async function play(steps: Array<{ batch: number } | { wait: number }>) {
      const events = hub();
      events.receive(batch(1, 10, [1]));
      const stream = recordingSink();
      await events.open(tournamentId, 1, stream.sink);
      for (const step of steps) {
        if ('wait' in step) jest.advanceTimersByTime(step.wait);
        else events.receive(batch(step.batch, step.batch + 9, [step.batch]));
      }
      return stream.ids();
    }

    it('waits 500 ms for each hole, however soon after an earlier one was filled it opens', async () => {
      const ids = await play([{ batch: 21 }, { wait: 400 }, { batch: 11 }, { batch: 41 }, { wait: 200 }, { batch: 31 }]);

      expect(ids).toEqual([11, 21, 31, 41]);
    });

    it('gives the hole behind a filled one a whole wait from then', async () => {
      const ids = await play([{ batch: 21 }, { wait: 300 }, { batch: 41 }, { wait: 100 }, { batch: 11 }, { wait: 300 }, { batch: 31 }]);

      expect(ids).toEqual([11, 21, 31, 41]);
    });

    it('gives up on a hole never filled after 500 ms: what came after it is delivered', async () => {
      const steps = [{ batch: 11 }, { batch: 31 }, { wait: 499 }];

      expect(await play(steps)).toEqual([11]);
      expect(await play([...steps, { wait: 1 }])).toEqual([11, 31]);
    });
  });

  it('closes every stream on a drain with a hint to reconnect soon', async () => {
    const events = hub();
    const open = recordingSink();
    await events.open(tournamentId, null, open.sink);

    events.closeStreams(500);

    expect(open.text().endsWith('retry: 500\n\n')).toBe(true);
    expect(open.ended()).toBe(true);
    expect(events.streamCount).toBe(0);
  });
});
