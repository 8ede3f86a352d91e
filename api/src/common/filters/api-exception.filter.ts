import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { closeAfterAnswer } from '../body-limits/close-after-answer';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors/database-unavailable';
import { DomainException } from '../errors/domain.exception';
import { toErrorBody } from '../errors/error-body';

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toErrorBody(exception);
    const { httpAdapter } = this.adapterHost;
    const request = host.switchToHttp().getRequest();
    const response = host.switchToHttp().getResponse();
    if (body.statusCode === 503) {
      // Balancers and clients retry a 503 that says when; a database outage is over in seconds or minutes.
      if (!httpAdapter.isHeadersSent(response) && !response.getHeader('Retry-After')) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      this.logger.warn(
        `${httpAdapter.getRequestMethod(request)} ${httpAdapter.getRequestUrl(request)}: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
    } else if (!(exception instanceof DomainException || exception instanceof HttpException)) {
      const route = `${httpAdapter.getRequestMethod(request)} ${httpAdapter.getRequestUrl(request)}`;
      this.logger.error(`${route} failed: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`);
    }
    if (httpAdapter.isHeadersSent(response)) return;
    // A refused body may still be on its way: answer, then close without resetting under the sender.
    if (body.statusCode === 413) closeAfterAnswer(request, response);
    httpAdapter.reply(response, body, body.statusCode);
  }
}
