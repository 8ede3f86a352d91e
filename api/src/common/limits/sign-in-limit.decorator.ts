import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { WRITE_LIMIT_KIND } from './write-limit.decorator';
import { clientAddress } from './write-limit.guard';
import { writeLimits } from './write-limits';

/** The account a sign-in tries (its e-mail, as the identity service compares them), else the caller's address. */
export function signInAccountTracker(request: Record<string, unknown>): string {
  const email = (request as unknown as Request).body?.email;
  return typeof email === 'string' && email.trim() ? `email:${email.trim().toLowerCase()}` : `ip:${clientAddress(request as unknown as Request)}`;
}

/** The `signIn` limits: per account tried (not per caller, who is nobody yet) and per address. */
export function SignInLimit(): MethodDecorator {
  const { user, ip } = writeLimits.signIn;
  return applyDecorators(Throttle({ user: { ...user, getTracker: signInAccountTracker }, ip }), SetMetadata(WRITE_LIMIT_KIND, 'signIn'));
}
