import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { BoardVersions } from './board-versions';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write answers once its change is counted for every replica, so the caller's next read shows it. */
@Injectable()
export class WrittenBeforeAnswerInterceptor implements NestInterceptor {
  constructor(private readonly versions: BoardVersions) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (reads.has(context.switchToHttp().getRequest<Request>().method)) return next.handle();
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await this.versions.counted();
        return value;
      }),
    );
  }
}
