import type { OpenApiRoute } from '../openapi-route';

export const metricsRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics of this API process',
    description:
      'Prometheus text format: requests by route pattern and status with latency histograms, open event streams, event publish lag, score write group sizes, database pool use, write-limit refusals and process metrics. ' +
      'Served to loopback and private-network clients, or, with METRICS_TOKEN set, to a request carrying it as a bearer token; 403 otherwise.',
    access: 'public',
    success: [{ status: 200, description: 'The metrics (text/plain; version=0.0.4)' }],
    extraErrors: [403],
  },
];
