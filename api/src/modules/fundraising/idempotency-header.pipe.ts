import { idempotencyKey } from '@fairway/contracts/ledger';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';

/** The optional `Idempotency-Key` header of a money write: a retried submission finds the first entry. */
export const idempotencyHeader = new ZodValidationPipe(idempotencyKey.optional());
