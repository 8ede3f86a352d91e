import { applyDecorators, SetMetadata } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { type WriteLimitKind, writeLimits } from './write-limits';

export const WRITE_LIMIT_KIND = 'fairway:write-limit';

/** This route's own limits (see writeLimits); other writes get the `write` limits. */
export function WriteLimit(kind: WriteLimitKind): MethodDecorator & ClassDecorator {
  const { user, ip } = writeLimits[kind];
  return applyDecorators(Throttle({ user, ip }), SetMetadata(WRITE_LIMIT_KIND, kind));
}
