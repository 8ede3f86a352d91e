import { healthResponse } from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

export const healthRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Liveness with a database check',
    access: 'public',
    success: [{ status: 200, description: 'The API and its database answer', body: { name: 'HealthResponse', schema: healthResponse } }],
    extraErrors: [503],
  },
];
