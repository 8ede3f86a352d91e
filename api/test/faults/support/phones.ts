import { setTimeout as sleep } from 'node:timers/promises';

/** How one request ended: an HTTP status, or what the network did. */
export type Answer = number | 'refused' | 'cut' | 'hung';

export interface Attempt {
  kind: 'write' | 'read';
  answer: Answer;
  ms: number;
  at: number;
  /** Retry-After of the answer, in seconds (0 without one). */
  retryAfter: number;
  /** X-Request-Id of the answer (null without one). */
  requestId: string | null;
}

export interface Phone {
  tournamentId: string;
  teamId: string;
  playerId: string;
}

const HUNG_MS = 15_000;

function networkAnswer(error: unknown): Answer {
  const cause = (error as { cause?: { code?: string; name?: string } })?.cause;
  if ((error as { name?: string })?.name === 'TimeoutError') return 'hung';
  return cause?.code === 'ECONNREFUSED' ? 'refused' : 'cut';
}

/**
 * A field of phones posting scores through one address, as the scorecard's outbox does: a score that was
 * not acknowledged is sent again (after Retry-After on a 503) until it is, and only then the next one.
 * Every attempt is recorded; `acked` holds each cell's last acknowledged strokes and how many writes of it
 * were acknowledged.
 */
export class PhoneField {
  readonly attempts: Attempt[] = [];
  readonly acked = new Map<string, { strokes: number; writes: number }>();
  private running = false;
  private loops: Array<Promise<void>> = [];

  constructor(
    private readonly baseUrl: string,
    private readonly bearer: string,
    private readonly phones: Phone[],
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.phones.map((phone, index) => this.play(phone, index));
  }

  /** Phones finish the score they are sending, then stop. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  since(at: number): Attempt[] {
    return this.attempts.filter((attempt) => attempt.at >= at);
  }

  private async play(phone: Phone, index: number): Promise<void> {
    for (let round = 0; this.running; round += 1) {
      for (let hole = 1; hole <= 18 && this.running; hole += 1) {
        // Each write of a cell differs from its last one, so every acknowledged write leaves one history row.
        const strokes = 3 + ((round + hole + index) % 4);
        await this.sendUntilAcknowledged(phone, hole, strokes);
        if (hole % 6 === 0) await this.request('read', `/api/leaderboard/${phone.tournamentId}`, { method: 'GET' });
        await sleep(40 + (index % 5) * 10);
      }
    }
  }

  private async sendUntilAcknowledged(phone: Phone, hole: number, strokes: number): Promise<void> {
    const body = JSON.stringify({ tournamentId: phone.tournamentId, teamId: phone.teamId, playerId: phone.playerId, hole, strokes });
    for (;;) {
      const { answer, retryAfter } = await this.request('write', '/api/scores', {
        method: 'POST',
        headers: { authorization: this.bearer, 'content-type': 'application/json' },
        body,
      });
      if (answer === 201 || answer === 200) {
        const key = `${phone.playerId}:${hole}`;
        this.acked.set(key, { strokes, writes: (this.acked.get(key)?.writes ?? 0) + 1 });
        return;
      }
      if (typeof answer === 'number' && answer !== 503 && answer !== 502 && answer !== 504) return; // refused for good: recorded, not retried
      await sleep(answer === 503 ? Math.min(retryAfter, 1) * 1000 : 200);
    }
  }

  private async request(kind: Attempt['kind'], path: string, init: RequestInit): Promise<{ answer: Answer; retryAfter: number }> {
    const at = Date.now();
    let answer: Answer;
    let retryAfter = 0;
    let requestId: string | null = null;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(HUNG_MS) });
      await response.arrayBuffer();
      answer = response.status;
      retryAfter = Number(response.headers.get('retry-after') ?? 0);
      requestId = response.headers.get('x-request-id');
    } catch (error) {
      answer = networkAnswer(error);
    }
    this.attempts.push({ kind, answer, ms: Date.now() - at, at, retryAfter, requestId });
    return { answer, retryAfter };
  }
}

/** Attempts summed by answer ("201": 812, "503": 4, ...). */
export function countAnswers(attempts: ReadonlyArray<Pick<Attempt, 'answer'>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const attempt of attempts) counts[String(attempt.answer)] = (counts[String(attempt.answer)] ?? 0) + 1;
  return counts;
}
