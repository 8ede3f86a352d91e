import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  url: string;
  expires_at: number;
  payment_intent: string | null;
  metadata: Record<string, string>;
}

/** `a[b][0][c]=1` as Stripe's SDK encodes a form, back into nested objects and arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for the Stripe API, just what the payments module calls: Checkout Sessions (create,
 * retrieve, expire) and refunds. It answers as Stripe does (JSON, its error shape) and records every call.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  /** Answer the next refund calls with Stripe's 500. */
  failRefunds = 0;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The payment made on Stripe's page: the session completes with a payment intent. */
  complete(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId)!;
    Object.assign(session, { status: 'complete', payment_intent: id('pi') });
    return session;
  }

  calls(method: string, path: RegExp): FakeStripeRequest[] {
    return this.requests.filter((request) => request.method === method && path.test(request.path));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '').split('?')[0]!;
    const body = decodeStripeForm(Buffer.concat(chunks).toString());
    const header = (name: string) => (request.headers[name] as string | undefined) ?? undefined;
    this.requests.push({ method: request.method ?? '', path, body, idempotencyKey: header('idempotency-key'), authorization: header('authorization') });
    const [status, reply] = this.answer(request.method ?? '', path, body);
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') }).end(JSON.stringify(reply));
  }

  private answer(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session: FakeSession = {
        id: id('cs_test'),
        object: 'checkout.session',
        status: 'open',
        url: '',
        expires_at: Number(body.expires_at),
        payment_intent: null,
        metadata: body.metadata as Record<string, string>,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      this.sessions.set(session.id, session);
      return [200, session];
    }
    if (method === 'POST' && expire) {
      const session = this.sessions.get(expire[1]!);
      if (!session) return notFound();
      if (session.status !== 'open') return invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`);
      session.status = 'expired';
      return [200, session];
    }
    if (method === 'GET' && retrieve) {
      const session = this.sessions.get(retrieve[1]!);
      return session ? [200, session] : notFound();
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (this.failRefunds > 0) {
        this.failRefunds -= 1;
        return [500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } }];
      }
      return [200, { id: id('re'), object: 'refund', amount: Number(body.amount), payment_intent: body.payment_intent, status: 'succeeded' }];
    }
    return notFound();
  }
}

const notFound = (): [number, unknown] => [404, { error: { type: 'invalid_request_error', message: 'No such resource' } }];
const invalid = (message: string): [number, unknown] => [400, { error: { type: 'invalid_request_error', message } }];
