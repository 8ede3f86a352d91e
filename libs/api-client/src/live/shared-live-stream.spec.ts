import { jest } from '@jest/globals';
import type { LiveEvent } from '@fairway/contracts/live-event';
import { FakeBrowser, type FakeTab } from '../testing/fake-browser-tabs';
import { FakeEventSource } from '../testing/fake-event-source';
import { sampleActivity, sampleBoard } from '../testing/sample-data';
import type { LiveConnection } from './live-stream-connection';
import { SharedLiveStream } from './shared-live-stream';

const open = 'a1b2c3d4-0000-4000-8000-000000000001';
const classic = 'a1b2c3d4-0000-4000-8000-000000000002';

/** A tournament followed in one tab: what reached it and how it says the stream is. */
interface Follower {
  tab: FakeTab;
  stream: SharedLiveStream;
  events: LiveEvent[];
  connection: LiveConnection | null;
}

const started: SharedLiveStream[] = [];

function follow(tab: FakeTab | null, tournamentId = open): Follower {
  const follower: Follower = { tab: tab!, stream: null!, events: [], connection: null };
  follower.stream = new SharedLiveStream(
    tournamentId,
    { event: (event) => follower.events.push(event), connection: (state) => (follower.connection = state) },
    tab,
  );
  follower.stream.start();
  started.push(follower.stream);
  return follower;
}

/** Lets the locks be granted and the messages between tabs arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const board = (id: number): LiveEvent => ({ type: 'leaderboard', id, tournamentId: open, data: sampleBoard({ tournamentId: open }) });
const birdie = (id: number): LiveEvent => ({ type: 'activity', id, tournamentId: open, data: sampleActivity() });

describe('SharedLiveStream', () => {
  let browser: FakeBrowser;

  beforeEach(() => {
    FakeEventSource.install();
    browser = new FakeBrowser();
  });
  afterEach(() => started.splice(0).forEach((stream) => stream.stop()));

  it('opens one stream for all the tabs of a tournament, and every tab gets each event and the connection', async () => {
    const tabs = [follow(browser.tab()), follow(browser.tab()), follow(browser.tab())];
    await settle();
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([`/api/tournaments/${open}/events`]);
    expect(tabs.map((tab) => tab.connection)).toEqual(['connecting', 'connecting', 'connecting']);

    FakeEventSource.latest().open();
    FakeEventSource.latest().push(board(7));
    await settle();
    expect(tabs.map((tab) => tab.connection)).toEqual(['live', 'live', 'live']);
    expect(tabs.map((tab) => tab.events.map((event) => event.id))).toEqual([[7], [7], [7]]);
  });

  it('tells a tab that starts later how things stand (the board, not the past birdies), and only that tab', async () => {
    const first = follow(browser.tab());
    const second = follow(browser.tab());
    await settle();
    FakeEventSource.latest().open();
    FakeEventSource.latest().push(board(7));
    FakeEventSource.latest().push(birdie(8));
    await settle();

    const late = follow(browser.tab());
    await settle();
    expect(late.connection).toBe('live');
    expect(late.events.map((event) => [event.type, event.id])).toEqual([['leaderboard', 7]]);
    expect([first.events.length, second.events.length]).toEqual([2, 2]);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('when the leading tab closes, the next one opens the stream at once, after the last event any tab saw', async () => {
    const leader = follow(browser.tab());
    const others = [follow(browser.tab()), follow(browser.tab())];
    await settle();
    const first = FakeEventSource.latest();
    first.open();
    first.push(board(41));
    first.push(birdie(42));
    await settle();

    leader.tab.close();
    leader.stream.stop(); // what the page would do; the browser has released the lock already
    await settle();
    const second = FakeEventSource.latest();
    expect(first.closed).toBe(true);
    expect(second.url).toBe(`/api/tournaments/${open}/events?lastEventId=42`);
    // Until the new stream opens, the tabs keep saying live: the events it resumes with follow at once.
    expect(others.map((tab) => tab.connection)).toEqual(['live', 'live']);

    second.open();
    second.push(board(43));
    await settle();
    expect(others.map((tab) => tab.events.map((event) => event.id))).toEqual([
      [41, 42, 43],
      [41, 42, 43],
    ]);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('hands the stream on when the leading tab stops following the tournament', async () => {
    const leader = follow(browser.tab());
    const other = follow(browser.tab());
    await settle();
    FakeEventSource.latest().open();
    FakeEventSource.latest().push(board(5));
    await settle();

    leader.stream.stop();
    await settle();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    expect(FakeEventSource.latest().url).toBe(`/api/tournaments/${open}/events?lastEventId=5`);
    FakeEventSource.latest().push(board(6));
    expect(other.events.map((event) => event.id)).toEqual([5, 6]);
    expect(leader.events.map((event) => event.id)).toEqual([5]);
  });

  it("passes the leader's reconnecting on, so every tab polls meanwhile, and live again once it is back", async () => {
    jest.useFakeTimers();
    try {
      const tabs = [follow(browser.tab()), follow(browser.tab())];
      await jest.advanceTimersByTimeAsync(0);
      FakeEventSource.latest().open();
      FakeEventSource.latest().fail();
      await jest.advanceTimersByTimeAsync(0);
      expect(tabs.map((tab) => tab.connection)).toEqual(['reconnecting', 'reconnecting']);

      await jest.advanceTimersByTimeAsync(1_300);
      FakeEventSource.latest().open();
      await jest.advanceTimersByTimeAsync(0);
      expect(tabs.map((tab) => tab.connection)).toEqual(['live', 'live']);
      expect(FakeEventSource.instances).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shares one stream per tournament: tabs of another tournament have their own, and see none of these events', async () => {
    const tab = browser.tab();
    const openTabs = [follow(tab, open), follow(browser.tab(), open)];
    const classicTabs = [follow(tab, classic), follow(browser.tab(), classic)];
    await settle();
    expect(FakeEventSource.instances.map((source) => source.url).sort()).toEqual(
      [`/api/tournaments/${classic}/events`, `/api/tournaments/${open}/events`].sort(),
    );
    FakeEventSource.instances.find((source) => source.url.includes(open))!.push(board(3));
    await settle();
    expect(openTabs.map((follower) => follower.events.length)).toEqual([1, 1]);
    expect(classicTabs.map((follower) => follower.events.length)).toEqual([0, 0]);
  });

  it('without Web Locks (a page served over plain HTTP) each tab holds its own stream, as before', async () => {
    const tabs = [follow(null), follow(null)];
    await settle();
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]!.open();
    expect(tabs.map((tab) => tab.connection)).toEqual(['connecting', 'live']);
  });
});
