import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { LeaderboardResponse } from '@fairway/contracts';
import { type BoardVersion, BoardVersions, isAtLeast } from './board-versions';
import { LeaderboardService } from './leaderboard.service';

/** A board as it is sent: serialised, hashed and compressed once per change, never per request. */
export interface ServedBoard {
  board: LeaderboardResponse;
  json: string;
  gzip: Buffer;
  etag: string;
}

interface VersionedBoard {
  served: ServedBoard;
  version: BoardVersion;
}

const FEATURED_TTL_MS = 10_000;

export function toServedBoard(board: LeaderboardResponse): ServedBoard {
  const json = JSON.stringify(board);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { board, json, gzip: gzipSync(json), etag };
}

/**
 * The boards GET /api/leaderboard[/{id}] serve from memory, each with the write version it was built at
 * (see BoardVersions). Each `leaderboard` event replaces a board; a read finding its board older than the
 * tournament's last committed write builds a new one (or waits for the build in flight that is new
 * enough), so a client always reads its own write, whichever replica answers.
 */
@Injectable()
export class LiveBoardCache {
  private readonly boards = new Map<string, VersionedBoard>();
  private readonly published = new Map<string, ServedBoard>();
  private readonly loading = new Map<string, { version: BoardVersion; board: Promise<ServedBoard> }>();
  private featured: { id: string | null; until: number } | null = null;

  constructor(
    private readonly leaderboard: LeaderboardService,
    private readonly versions: BoardVersions,
  ) {}

  async forTournament(tournamentId: string): Promise<ServedBoard> {
    const version = await this.versions.current(tournamentId);
    const cached = this.boards.get(tournamentId);
    if (cached && isAtLeast(cached.version, version)) return cached.served;
    return this.load(tournamentId, version);
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

  /** The last board the live events told (the one new activity is told against), else the last one built. */
  peek(tournamentId: string): ServedBoard | undefined {
    return this.published.get(tournamentId) ?? this.boards.get(tournamentId)?.served;
  }

  /** A board from an event, built after reading `version` (undefined: it cannot be compared here). */
  store(served: ServedBoard, version: BoardVersion | undefined): void {
    this.published.set(served.board.tournamentId, served);
    if (version) this.keep(served.board.tournamentId, served, version);
  }

  /** A tournament changed in a way the board does not carry (status, date, deletion). */
  forget(tournamentId: string): void {
    this.boards.delete(tournamentId);
    this.published.delete(tournamentId);
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
    this.published.clear();
    this.featured = null;
  }

  private load(tournamentId: string, version: BoardVersion): Promise<ServedBoard> {
    const inFlight = this.loading.get(tournamentId);
    if (inFlight && isAtLeast(inFlight.version, version)) return inFlight.board;
    const board = this.leaderboard.forTournament(tournamentId).then((built) => {
      const served = toServedBoard(built);
      this.keep(tournamentId, served, version);
      return served;
    });
    const entry = { version, board };
    this.loading.set(tournamentId, entry);
    const done = () => {
      if (this.loading.get(tournamentId) === entry) this.loading.delete(tournamentId);
    };
    board.then(done, done);
    return board;
  }

  /** Never replaces a board with one built at an older version. */
  private keep(tournamentId: string, served: ServedBoard, version: BoardVersion): void {
    const cached = this.boards.get(tournamentId);
    if (!cached || !isAtLeast(cached.version, version) || cached.version.value === version.value) this.boards.set(tournamentId, { served, version });
  }
}
