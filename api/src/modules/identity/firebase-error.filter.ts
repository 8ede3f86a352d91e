import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainException } from '../../common/errors/domain.exception';
import { WriteLimitException } from '../../common/limits/write-limit.exception';
import { toErrorBody } from '../../common/errors/error-body';

/** Firebase's server error codes for the statuses the service answers with its own sentence. */
function firebaseCode(exception: unknown, status: number): string {
  if (exception instanceof WriteLimitException) return 'TOO_MANY_ATTEMPTS_TRY_LATER';
  if (exception instanceof DomainException && /^[A-Z_]+$/.test(exception.code)) return exception.code;
  return status === HttpStatus.TOO_MANY_REQUESTS ? 'TOO_MANY_ATTEMPTS_TRY_LATER' : status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_ARGUMENT';
}

/**
 * The identity paths answer errors as Firebase's servers do, `{ error: { code, message: "CODE : sentence" } }`:
 * the Firebase client reads the code (auth/too-many-requests...) and shows the sentence.
 */
@Catch()
export class FirebaseErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('FirebaseErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { statusCode, message } = toErrorBody(exception);
    if (statusCode >= 500 && !(exception instanceof DomainException || exception instanceof HttpException)) {
      this.logger.error(`Identity call failed: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`);
    }
    if (response.headersSent) return;
    const code = firebaseCode(exception, statusCode);
    response.status(statusCode).json({
      error: { code: statusCode, message: `${code} : ${message}`, errors: [{ message: code, domain: 'global', reason: 'invalid' }] },
    });
  }
}
