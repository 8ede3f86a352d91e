import { type PipeTransform } from '@nestjs/common';
import { toErrorDetails } from '@fairway/contracts';
import type { z } from 'zod';
import { RequestValidationException } from '../errors/request-validation.exception';

/** Validates (and coerces) a body, query or param with a zod schema from libs/contracts. */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    throw new RequestValidationException(toErrorDetails(result.error));
  }
}
