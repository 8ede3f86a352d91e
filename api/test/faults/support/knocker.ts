import { type ConnectionOutcome, requestOnFreshConnection } from '../../support/fresh-connection';

export interface Knock {
  port: number;
  method: 'GET' | 'POST';
  path: string;
}

/**
 * Clients that each send one request after another, every one on a connection of its own, until stopped:
 * what arrives at a replica while it stops accepting. Outcomes are kept per knock, in order.
 */
export class Knocker {
  private running = true;
  private readonly loops: Array<Promise<void>>;
  readonly outcomes = new Map<Knock, ConnectionOutcome[]>();

  constructor(knocks: Knock[], clientsPerKnock: number) {
    this.loops = knocks.flatMap((knock) => {
      this.outcomes.set(knock, []);
      return Array.from({ length: clientsPerKnock }, () => this.knock(knock));
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async knock(knock: Knock): Promise<void> {
    while (this.running) this.outcomes.get(knock)!.push(await requestOnFreshConnection(knock));
  }
}
