import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ReplicaExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One API replica as a process (`node main.js`), on a fixed port so it comes back where the balancer expects it. */
export class ApiReplica {
  private child: ChildProcess | null = null;
  private exit: Promise<ReplicaExit> = Promise.resolve({ code: null, signal: null });
  readonly lines: string[] = [];

  constructor(
    readonly name: string,
    private readonly entry: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and waits until its readiness route says 200. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [this.entry], {
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => this.lines.push(`[${this.name}] ${line}`));
    this.exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited at start:\n${this.lines.slice(-20).join('\n')}`);
      const ready = await fetch(`${this.url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return;
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready within 60 s:\n${this.lines.slice(-20).join('\n')}`);
  }

  /** Sends the signal and waits for the process to exit. */
  async stop(signal: NodeJS.Signals): Promise<ReplicaExit> {
    this.child?.kill(signal);
    return this.exited();
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  exited(): Promise<ReplicaExit> {
    return this.exit;
  }

  /** Log lines of what a graceful drain prevents: a shutdown cut short, live events lost, a request failing with a 500. */
  failures(): string[] {
    return this.lines.filter((line) =>
      /Shutdown took longer|Shutdown failed|client is closed|Live events for \S+ failed|ApiExceptionFilter.*failed/i.test(line),
    );
  }
}
