import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** `http(s)://host[:port]`, normalised, when the value is an http(s) address without credentials; else undefined. */
function httpOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return web && url.hostname && !url.username && !url.password ? url.origin : undefined;
}

/**
 * The origin the caller's browser is on: its `Origin` header (sent on every POST), else the Host as Express sees it
 * (X-Forwarded-Host and -Proto believed only from TRUST_PROXY's peers); undefined when neither is an http(s) origin.
 * An Origin sent but unusable (`null` from a privacy-sensitive context) is not guessed from the Host.
 *
 * Only for addresses that the caller alone follows, such as a checkout's return addresses: a forged Origin only
 * sends the forger to their own site. Never for links sent to others (e-mails keep PUBLIC_BASE_URL).
 */
export function requestOrigin(request: Pick<Request, 'headers' | 'protocol' | 'host'>): string | undefined {
  const sent = request.headers.origin;
  if (sent !== undefined) return httpOrigin(sent.trim());
  return request.host ? httpOrigin(`${request.protocol}://${request.host}`) : undefined;
}

/** The caller's own origin on a route (see `requestOrigin`); the service falls back to PUBLIC_BASE_URL. */
export const CallerOrigin = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined =>
  requestOrigin(context.switchToHttp().getRequest<Request>()),
);
