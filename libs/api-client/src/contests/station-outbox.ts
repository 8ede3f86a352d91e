import type { ContestEntryInput, ContestEntryResponse, StationView } from '@fairway/contracts/contest';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../http/api-error';
import { apiJson, trusted } from '../http/api-json';
import { isPermanent } from '../outbox/score-outbox';
import { OutboxRounds } from '../outbox/outbox-rounds';
import type { OutboxFailure } from '../outbox/outbox-store';
import { stationViewKey } from '../query/query-keys';
import { type StationOutboxItem, StationStore } from './station-store';
import { stationHeaders } from './station-token-header';

const stationPath = (contestId: string, rest: string) => `/api/contests/${encodeURIComponent(contestId)}/station/${rest}`;

/** A volunteer's measurement (verified); its `entryId` makes a replay store it once. */
export function postStationEntry(token: string, contestId: string, entry: ContestEntryInput): Promise<ContestEntryResponse> {
  return apiJson(stationPath(contestId, 'entries'), trusted<ContestEntryResponse>(), { method: 'POST', json: entry, headers: stationHeaders(token) });
}

/** Voiding or confirming twice answers the entry again, so a replay is harmless too. */
export function changeStationEntry(token: string, contestId: string, entryId: string, change: 'void' | 'confirm'): Promise<ContestEntryResponse> {
  return apiJson(stationPath(contestId, `entries/${encodeURIComponent(entryId)}/${change}`), trusted<ContestEntryResponse>(), {
    method: 'POST',
    headers: stationHeaders(token),
  });
}

export interface StationOutboxStatus {
  /** Entries and voids not yet acknowledged by the server (refused ones excluded). */
  waiting: StationOutboxItem[];
  /** Refused for good, with why (a revoked link refuses everything). */
  failed: StationOutboxItem[];
  sending: boolean;
  /** The last attempt could not reach the server. */
  offline: boolean;
}

export interface StationOutboxOptions {
  token: string;
  store?: StationStore;
  /** Each reply the server gave, to write into the page's view. */
  onSent?: (reply: ContestEntryResponse) => void;
}

/** A refusal no retry fixes; a station has no sign-in to refresh, so a 401 (a revoked link) is one too. */
const failureOf = (error: unknown): OutboxFailure | null =>
  isApiError(error) && (isPermanent(error.status) || error.status === 401)
    ? { status: error.status, message: error.serverMessage, ...(error.body?.code ? { code: error.body.code } : {}) }
    : null;

/**
 * A station's outbox, as the scorecard's: each entry and void is written to the phone first, then sent in
 * order; it leaves only when the server acknowledges it. Entry ids are made on the phone, so a replay of
 * something the server already has is answered with what it stored, never a second entry.
 */
export class StationOutbox extends OutboxRounds<StationOutboxStatus, StationOutboxItem> {
  private readonly store: StationStore;

  constructor(private readonly options: StationOutboxOptions) {
    super({ waiting: [], failed: [], sending: false, offline: false });
    this.store = options.store ?? new StationStore();
  }

  async enter(contestId: string, entry: ContestEntryInput): Promise<void> {
    await this.store.put({ token: this.options.token, contestId, action: 'enter', entryId: entry.entryId, entry });
    await this.refresh();
    void this.flush();
  }

  /** Voids an entry, or confirms a player's own (unverified) one. */
  async change(contestId: string, entryId: string, action: 'void' | 'confirm'): Promise<void> {
    await this.store.put({ token: this.options.token, contestId, action, entryId });
    await this.refresh();
    void this.flush();
  }

  /** The volunteer read why it was refused and let it go. */
  async dismiss(key: string): Promise<void> {
    await this.store.remove(key);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const items = await this.store.items(this.options.token);
    this.setStatus({ waiting: items.filter((item) => !item.failure), failed: items.filter((item) => item.failure) });
  }

  // Without IndexedDB (a private window on some phones) nothing can wait on the phone: nothing to send either.
  protected override roundsEnded(rounds: Promise<void>): Promise<void> {
    return rounds.catch(() => undefined);
  }

  protected async waitingItems(): Promise<StationOutboxItem[]> {
    return (await this.store.items(this.options.token)).filter((item) => !item.failure);
  }

  protected async sendAll(waiting: StationOutboxItem[]): Promise<void> {
    for (const item of waiting) await this.send(item);
  }

  /** Throws (stopping the round, order kept) when the server could not be reached or failed for now. */
  private async send(item: StationOutboxItem): Promise<void> {
    const { token } = this.options;
    try {
      const reply =
        item.action === 'enter'
          ? await postStationEntry(token, item.contestId, item.entry as ContestEntryInput)
          : await changeStationEntry(token, item.contestId, item.entryId, item.action);
      await this.store.remove(item.key);
      this.options.onSent?.(reply);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      await this.store.markFailed(item, failure);
    }
  }
}

/** Writes a reply into the station page's view: the contest (with its new leaders) and the entry as stored. */
export function writeStationReply(client: QueryClient, token: string, { contest, entry }: ContestEntryResponse): void {
  client.setQueryData<StationView>(stationViewKey(token), (view) =>
    view ? { ...view, contest, entries: [...view.entries.filter((known) => known.id !== entry.id), entry] } : view,
  );
}
