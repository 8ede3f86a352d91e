import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  normalizeIp,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { Metrics } from '../observability/metrics';
import type { RequestWithUser } from '../auth/current-user.decorator';
import { WRITE_LIMIT_KIND } from './write-limit.decorator';
import { WriteLimitException, WriteLimitExceptionCode } from './write-limit.exception';
import { type WriteLimitKind, writeLimits } from './write-limits';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** request.ip honours TRUST_PROXY; an IPv6 client usually owns a whole /64, so that is one address. */
export function clientAddress(request: Request): string {
  return normalizeIp(request.ip ?? request.socket.remoteAddress ?? 'unknown', 64);
}

export function isRead(context: ExecutionContext): boolean {
  return readMethods.has(context.switchToHttp().getRequest<Request>().method);
}

/** The account for a signed-in caller (AuthGuard runs first), the address for a visitor. */
export async function accountTracker(request: Record<string, unknown>): Promise<string> {
  const { user } = request as unknown as RequestWithUser;
  return user ? `uid:${user.uid}` : `ip:${clientAddress(request as unknown as Request)}`;
}

export async function addressTracker(request: Record<string, unknown>): Promise<string> {
  return clientAddress(request as unknown as Request);
}

/** Answers a write over its limit with 429, Retry-After (seconds) and the limit's own sentence. */
@Injectable()
export class WriteLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...request, limit: Math.ceil(request.limit * this.config.WRITE_LIMIT_SCALE) });
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const kind = this.reflector.getAllAndOverride<WriteLimitKind | undefined>(WRITE_LIMIT_KIND, [context.getHandler(), context.getClass()]) ?? 'write';
    // The account throttler tracks `uid:` (`email:` for a sign-in, `ip:` for a visitor); the address throttler the bare address.
    this.metrics.limitRefusals.inc({ limit: kind, counted: /^(uid|ip|email):/.test(detail.tracker) ? 'account' : 'address' });
    const retryAfter = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new WriteLimitException(WriteLimitExceptionCode.TooManyRequests, writeLimits[kind].message);
  }
}
