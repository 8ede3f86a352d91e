import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { LeaderboardResponse } from '@fairway/contracts';
import { LeaderboardService } from './leaderboard.service';

/** A board as it is sent: serialised, hashed and compressed once per change, never per request. */
export interface ServedBoard {
  board: LeaderboardResponse;
  json: string;
  gzip: Buffer;
  etag: string;
}

const FEATURED_TTL_MS = 10_000;

export function toServedBoard(board: LeaderboardResponse): ServedBoard {
  const json = JSON.stringify(board);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { board, json, gzip: gzipSync(json), etag };
}

/**
 * The boards GET /api/leaderboard[/{id}] serve from memory. A board is computed on the first read, then
 * replaced by each `leaderboard` event (which every write publishes after it commits), so reads never
 * recompute it. A read that races a change never stores a board older than the change.
 */
@Injectable()
export class LiveBoardCache {
  private readonly boards = new Map<string, ServedBoard>();
  private readonly loading = new Map<string, Promise<ServedBoard>>();
  private readonly versions = new Map<string, number>();
  private featured: { id: string | null; until: number } | null = null;

  constructor(private readonly leaderboard: LeaderboardService) {}

  async forTournament(tournamentId: string): Promise<ServedBoard> {
    return this.boards.get(tournamentId) ?? this.load(tournamentId);
  }

  /** Today's featured tournament's board (404 'No Tournaments Today' when none). */
  async forActiveTournament(): Promise<ServedBoard> {
    if (!this.featured || this.featured.until < Date.now()) {
      const id = await this.leaderboard.featuredTournamentId();
      this.featured = { id, until: Date.now() + FEATURED_TTL_MS };
    }
    if (!this.featured.id) return this.leaderboard.forActiveTournament().then(toServedBoard);
    return this.forTournament(this.featured.id);
  }

  /** The last board known here, without computing one. */
  peek(tournamentId: string): ServedBoard | undefined {
    return this.boards.get(tournamentId);
  }

  /** A board from an event, computed after the change it follows. */
  store(served: ServedBoard): void {
    this.bump(served.board.tournamentId);
    this.boards.set(served.board.tournamentId, served);
  }

  /** A tournament changed in a way the board does not carry (status, date, deletion). */
  forget(tournamentId: string): void {
    this.bump(tournamentId);
    this.boards.delete(tournamentId);
    this.featured = null;
  }

  /** The tournament's status, date or existence changed: today's featured one may be another. */
  forgetFeatured(deletedTournamentId?: string): void {
    this.featured = null;
    if (deletedTournamentId) this.forget(deletedTournamentId);
  }

  /** After missed events (a Redis reconnect): every board may be stale. */
  forgetAll(): void {
    for (const id of [...this.boards.keys()]) this.forget(id);
    this.featured = null;
  }

  private load(tournamentId: string): Promise<ServedBoard> {
    const inFlight = this.loading.get(tournamentId);
    if (inFlight) return inFlight;
    const version = this.versions.get(tournamentId) ?? 0;
    const loading = this.leaderboard
      .forTournament(tournamentId)
      .then((board) => {
        const served = toServedBoard(board);
        if ((this.versions.get(tournamentId) ?? 0) === version) this.boards.set(tournamentId, served);
        return served;
      })
      .finally(() => this.loading.delete(tournamentId));
    this.loading.set(tournamentId, loading);
    return loading;
  }

  private bump(tournamentId: string): void {
    this.versions.set(tournamentId, (this.versions.get(tournamentId) ?? 0) + 1);
  }
}
