import { z } from 'zod';

/** GET /api/health when the API and its database answer (otherwise a 503 error body). */
export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('up') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/health/live: the process answers (no dependency checked; a failing liveness means restart it). */
export const livenessResponse = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponse>;
