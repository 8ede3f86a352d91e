import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { signInRequired } from './auth.exception';
import type { RequestWithUser } from './current-user.decorator';
import { FirebaseTokenVerifier } from './firebase-token-verifier';
import { IS_PUBLIC } from './public.decorator';

function bearerToken(request: RequestWithUser): string | undefined {
  const header = request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Every route needs a verified Firebase ID token unless it is marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: FirebaseTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const token = bearerToken(request);
    if (!token) {
      if (isPublic) return true;
      throw signInRequired();
    }
    request.user = await this.verifier.verify(token);
    return true;
  }
}
