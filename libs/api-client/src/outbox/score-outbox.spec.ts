/** @jest-environment node */
import 'fake-indexeddb/auto';
import { jest } from '@jest/globals';
import type { PostScoreInput, ScoreReadModel } from '@fairway/contracts/score';
import type { BatchScoreResult } from '@fairway/contracts/score-card';
import { ApiError } from '../http/api-error';
import { NetworkError } from '../http/network-error';
import { OutboxStore } from './outbox-store';
import { ScoreOutbox, type SendScores } from './score-outbox';

const ids = { tournamentId: '11111111-1111-4111-8111-111111111111', teamId: '22222222-2222-4222-8222-222222222222' };
const ann = '33333333-3333-4333-8333-333333333333';
const bob = '44444444-4444-4444-8444-444444444444';
const score = (playerId: string, hole: number, strokes: number): PostScoreInput => ({ ...ids, playerId, hole, strokes });
const saved = (input: PostScoreInput): ScoreReadModel => ({
  ...input,
  netScore: input.strokes,
  isBest: true,
  playerName: 'P',
  updatedAt: new Date(0).toISOString(),
  changedBy: 'P',
  corrected: false,
});
const ok = (input: PostScoreInput): BatchScoreResult => ({ ok: true, score: saved(input) });

let dbNumber = 0;
function outboxWith(send: SendScores, extra: { refreshToken?: () => Promise<unknown> } = {}) {
  const store = new OutboxStore(`outbox-test-${(dbNumber += 1)}`);
  return { store, outbox: new ScoreOutbox({ send, store, ...extra }) };
}

describe('ScoreOutbox', () => {
  it('keeps a score until the server acknowledges it, and sends it again after a failed attempt', async () => {
    let online = false;
    const send = jest.fn<SendScores>(async (scores) => {
      if (!online) throw new NetworkError('/api/scores/batch');
      return scores.map(ok);
    });
    const { outbox, store } = outboxWith(send);

    await outbox.enqueue(score(ann, 1, 5));
    await outbox.flush();
    expect(outbox.getStatus()).toMatchObject({ pending: 1, offline: true });
    expect(await store.all()).toHaveLength(1);

    online = true;
    await outbox.flush();
    expect(outbox.getStatus()).toMatchObject({ pending: 0, offline: false, failed: [] });
    expect(await store.all()).toEqual([]);
    expect(send).toHaveBeenLastCalledWith([score(ann, 1, 5)]);
  });

  it('replaces a waiting score for the same cell with the newer one and keeps other cells', async () => {
    const send = jest.fn<SendScores>(async () => {
      throw new NetworkError('/api/scores/batch');
    });
    const { outbox, store } = outboxWith(send);
    await outbox.enqueue(score(ann, 1, 5));
    await outbox.enqueue(score(ann, 1, 4));
    await outbox.enqueue(score(bob, 1, 6));
    await outbox.flush();

    const waiting = await store.all();
    expect(waiting.map((entry) => entry.score).sort((a, b) => a.playerId.localeCompare(b.playerId))).toEqual([score(ann, 1, 4), score(bob, 1, 6)]);
    expect(outbox.getStatus().pending).toBe(2);
  });

  it('does not drop a newer score queued while the older one was on its way', async () => {
    let release: (() => void) | undefined;
    const send = jest.fn<SendScores>(async (scores) => {
      if (send.mock.calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return scores.map(ok);
    });
    const { outbox, store } = outboxWith(send);
    await outbox.enqueue(score(ann, 2, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.enqueue(score(ann, 2, 3));
    release?.();
    await outbox.flush();
    await outbox.flush();

    expect(send.mock.calls.map(([scores]) => scores)).toEqual([[score(ann, 2, 5)], [score(ann, 2, 3)]]);
    expect(await store.all()).toEqual([]);
  });

  it('keeps a permanently refused score with the server message instead of retrying it, and sends the others', async () => {
    const send = jest.fn<SendScores>(async (scores) =>
      scores.map((input) =>
        input.playerId === bob
          ? {
              ok: false as const,
              error: { statusCode: 409, error: 'Conflict', code: 'CARD_SUBMITTED', message: 'This card has been submitted and is locked.' },
            }
          : ok(input),
      ),
    );
    const { outbox } = outboxWith(send);
    await outbox.enqueue(score(bob, 3, 4));
    await outbox.enqueue(score(ann, 3, 5));
    await outbox.flush();
    await outbox.flush();

    expect(outbox.getStatus()).toMatchObject({
      pending: 0,
      failed: [{ score: score(bob, 3, 4), failure: { status: 409, code: 'CARD_SUBMITTED', message: 'This card has been submitted and is locked.' } }],
    });
    const sentBob = send.mock.calls.filter(([scores]) => scores.some((input) => input.playerId === bob));
    expect(sentBob).toHaveLength(1);
    await outbox.discard(outbox.getStatus().failed[0]!.key);
    expect(outbox.getStatus().failed).toEqual([]);
  });

  it('retries after a 401, 429 or 503 and refreshes the token before each replay', async () => {
    const statuses = [401, 429, 503];
    const refreshToken = jest.fn(async (): Promise<unknown> => 'token');
    const send = jest.fn<SendScores>(async (scores) => {
      const status = statuses.shift();
      if (status) throw new ApiError(status, 'Error', '', null);
      return scores.map(ok);
    });
    const { outbox, store } = outboxWith(send, { refreshToken });
    await outbox.enqueue(score(ann, 4, 4));
    for (let attempt = 0; attempt < 4; attempt += 1) await outbox.flush();

    expect(await store.all()).toEqual([]);
    expect(refreshToken.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(refreshToken.mock.invocationCallOrder[0]).toBeLessThan(send.mock.invocationCallOrder[0]!);
  });

  it('survives a reload: a new outbox on the same database sends what the old one left', async () => {
    const offline: SendScores = async () => {
      throw new NetworkError('/api/scores/batch');
    };
    const first = new ScoreOutbox({ send: offline, store: new OutboxStore('outbox-reload') });
    await first.enqueue(score(ann, 5, 4));
    await first.flush();

    const send = jest.fn<SendScores>(async (scores) => scores.map(ok));
    const onSaved = jest.fn<(saved: ScoreReadModel[]) => void>();
    const second = new ScoreOutbox({ send, store: new OutboxStore('outbox-reload'), onSaved });
    await second.refresh();
    expect(second.getStatus().pending).toBe(1);
    await second.flush();
    expect(onSaved).toHaveBeenCalledWith([saved(score(ann, 5, 4))]);
    expect(second.getStatus().pending).toBe(0);
  });
});
