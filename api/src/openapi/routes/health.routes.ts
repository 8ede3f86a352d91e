import { healthResponse, livenessResponse } from '@fairway/contracts';
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
  {
    method: 'get',
    path: '/api/health/live',
    tag: 'Health',
    summary: 'Liveness: the process answers (no database check)',
    access: 'public',
    success: [{ status: 200, description: 'The process answers', body: { name: 'LivenessResponse', schema: livenessResponse } }],
    withoutDatabase: true,
  },
  {
    method: 'get',
    path: '/api/health/ready',
    tag: 'Health',
    summary: 'Readiness: 503 while the process drains (SIGTERM) or its database is out of reach; answers within 2 s',
    access: 'public',
    success: [{ status: 200, description: 'Send this process requests', body: { name: 'HealthResponse', schema: healthResponse } }],
    extraErrors: [503],
  },
];
