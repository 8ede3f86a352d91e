import type { LiveEvent } from '@fairway/contracts/live-event';
import type { EventBatch } from './event-bus';
import { EventChannel, gatedSink, REPLAY_BUFFER_SIZE } from './event-channel';

const TOURNAMENT = '11111111-1111-4111-8111-111111111111';

function batch(firstId: number, lastId = firstId + 2): EventBatch {
  return { tournamentId: TOURNAMENT, firstId, lastId, events: [] as LiveEvent[] };
}
const ranges = (batches: EventBatch[]) => batches.map((entry) => entry.firstId);

describe('EventChannel ordering', () => {
  it('delivers batches in id order, holding one that arrives before the batch it follows', () => {
    const channel = new EventChannel(TOURNAMENT);
    expect(ranges(channel.accept(batch(10)))).toEqual([10]);
    expect(ranges(channel.accept(batch(16)))).toEqual([]);
    expect(channel.hasWaiting).toBe(true);
    expect(ranges(channel.accept(batch(13)))).toEqual([13, 16]);
    expect(channel.lastId).toBe(18);
    expect(channel.hasWaiting).toBe(false);
  });

  it('drops a batch it has already passed (a duplicate, or an older board)', () => {
    const channel = new EventChannel(TOURNAMENT);
    channel.accept(batch(10));
    channel.accept(batch(13));
    expect(channel.accept(batch(10))).toEqual([]);
    expect(channel.lastId).toBe(15);
  });

  it('releases what waited, in order, when the missing batch never comes', () => {
    const channel = new EventChannel(TOURNAMENT);
    channel.accept(batch(1));
    channel.accept(batch(10));
    channel.accept(batch(7));
    expect(ranges(channel.releaseWaiting())).toEqual([7, 10]);
    expect(channel.lastId).toBe(12);
  });
});

describe('EventChannel replay', () => {
  function channelWithFrames(count: number) {
    const channel = new EventChannel(TOURNAMENT);
    channel.accept(batch(1, count));
    for (let id = 1; id <= count; id += 1) channel.remember({ id, text: `frame ${id}` });
    return channel;
  }

  it('replays exactly the frames after the given id', () => {
    const channel = channelWithFrames(5);
    expect(channel.replayAfter(3)?.map((frame) => frame.id)).toEqual([4, 5]);
    expect(channel.replayAfter(5)).toEqual([]);
  });

  it('asks for a snapshot when the id is too old, from the future, or the process has seen nothing', () => {
    const channel = channelWithFrames(REPLAY_BUFFER_SIZE + 10);
    expect(channel.replayAfter(5)).toBeNull();
    expect(channel.replayAfter(10)?.length).toBe(REPLAY_BUFFER_SIZE);
    expect(channel.replayAfter(REPLAY_BUFFER_SIZE + 11)).toBeNull();
    expect(new EventChannel(TOURNAMENT).replayAfter(1)).toBeNull();
  });

  it('cannot replay ids from before the first batch this process received', () => {
    const channel = new EventChannel(TOURNAMENT);
    channel.accept(batch(100, 102));
    expect(channel.replayAfter(50)).toBeNull();
    expect(channel.replayAfter(99)).toEqual([]);
  });
});

describe('gatedSink', () => {
  it('holds writes until opened, then passes them on in order after what was written directly', () => {
    const written: string[] = [];
    const gate = gatedSink({ write: (text) => void written.push(text), bufferedBytes: () => 0, end: () => undefined });
    gate.sink.write('event 2');
    written.push('snapshot 1');
    gate.open();
    gate.sink.write('event 3');
    expect(written).toEqual(['snapshot 1', 'event 2', 'event 3']);
  });
});
