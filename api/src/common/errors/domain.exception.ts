import type { ErrorDetail } from '@fairway/contracts';
import type { HttpStatus } from '@nestjs/common';

/**
 * Base of every module's exception: services throw these (never HTTP exceptions), each module maps
 * its own code enum to an HTTP status, and ApiExceptionFilter turns them into the JSON error body.
 */
export abstract class DomainException<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }

  abstract get httpStatus(): HttpStatus;
}
