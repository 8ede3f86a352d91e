import { z } from 'zod';

/** GET /api/health when the API and its database answer (otherwise a 503 error body). */
export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('up') });
export type HealthResponse = z.infer<typeof healthResponse>;
