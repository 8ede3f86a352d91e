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

function hub(): EventHub {
  const boards = { forTournament: () => Promise.reject(new Error('no board')) } as unknown as LiveBoardCache;
  // The snapshot of a stream that cannot be replayed: empty here, its content is not what these tests are about.
  const builder = { snapshot: async () => [] } as unknown as LiveEventBuilder;
  const versions = { received: () => undefined } as unknown as BoardVersions;
  return new EventHub(new LocalEventBus(), loadEnv({ DATABASE_URL: 'postgres://localhost/x' }), boards, versions, builder);
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
