import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { DrainState } from './drain-state.service';

/** Enough of an Express response for the tracker: headers, headersSent and the 'close' event. */
function fakeResponse(headersSent = false) {
  const headers = new Map<string, string>();
  const response = Object.assign(new EventEmitter(), {
    headersSent,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  });
  return { response: response as unknown as Response, headers, finish: () => response.emit('close') };
}

function track(state: DrainState, headersSent = false) {
  const fake = fakeResponse(headersSent);
  state.track({} as Request, fake.response, (() => undefined) as NextFunction);
  return fake;
}

describe('DrainState', () => {
  it('counts requests until their responses close, and resolves whenIdle once none is left', async () => {
    const state = new DrainState();
    const first = track(state);
    const second = track(state);
    expect(state.inFlightCount).toBe(2);

    const idle = state.whenIdle(1_000);
    first.finish();
    expect(state.inFlightCount).toBe(1);
    second.finish();
    await expect(idle).resolves.toBe(true);
  });

  it('gives up waiting after the timeout while a request is still running', async () => {
    const state = new DrainState();
    track(state);
    await expect(state.whenIdle(20)).resolves.toBe(false);
  });

  it('lets a released stream out of the count', async () => {
    const state = new DrainState();
    const stream = track(state);
    state.release(stream.response);
    await expect(state.whenIdle(20)).resolves.toBe(true);
  });

  it('once draining, closes the connection of every answer not yet sent and of every new request', () => {
    const state = new DrainState();
    const running = track(state);
    const answered = track(state, true);
    expect(state.draining).toBe(false);

    state.begin();
    const arriving = track(state);

    expect(state.draining).toBe(true);
    expect(running.headers.get('connection')).toBe('close');
    expect(answered.headers.get('connection')).toBeUndefined();
    expect(arriving.headers.get('connection')).toBe('close');
  });
});
