import express from 'express';
import { parsedBodyLimitBytes } from '../../../common/body-limits/body-limits';

export const paymentsWebhookPath = '/api/payments/webhook';

/**
 * The webhook's body kept as the bytes that were signed, whatever its Content-Type: mounted before the JSON
 * parser, which then finds the body read and leaves it alone.
 */
export const paymentsWebhookBody = express.raw({ type: () => true, limit: parsedBodyLimitBytes });
