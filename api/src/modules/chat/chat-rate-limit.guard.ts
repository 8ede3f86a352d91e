import { Injectable } from '@nestjs/common';
import { normalizeIp, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { tooManyMessages } from './chat.exception';
import { clientIp } from './client-ip';

/** POST /api/chat: this many messages per client address in each window. */
export const chatRateLimit = { limit: 20, ttl: 60_000 } as const;

/** Throttles per client address behind our proxies, and answers 429 with the API's error body. */
@Injectable()
export class ChatRateLimitGuard extends ThrottlerGuard {
  // An IPv6 client usually owns a whole /64, so the limit applies to the subnet, as the default tracker does.
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const { socket, headers } = request as unknown as Request;
    return normalizeIp(clientIp(socket.remoteAddress, headers['x-forwarded-for']), this.ipv6SubnetPrefix);
  }

  protected override async throwThrottlingException(): Promise<void> {
    throw tooManyMessages();
  }
}
