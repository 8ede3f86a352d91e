import { samples, seriesValue } from '../../support/prometheus-text';

/** What an operator reads off one replica's /api/metrics. */
export interface OperatorView {
  /** Requests answered, summed by status over every route. */
  answers: Record<string, number>;
  /** Requests answered 500 or above other than 503, by route. */
  serverErrors: Array<{ route: string; status: string; count: number }>;
  /** POST /api/scores answered 503. */
  scoreWrites503: number;
  scoreWritesStored: number;
  streamsOpen: number;
  writeGroups: { count: number; sum: number };
  publishLag: { count: number; sum: number; withinTenthOfSecond: number };
  pool: { total: number; idle: number; waiting: number; present: boolean };
}

/** GET /api/metrics of one replica, straight (the loopback is allowed). */
export async function scrapeMetrics(replicaUrl: string): Promise<string> {
  const response = await fetch(`${replicaUrl}/api/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (response.status !== 200) throw new Error(`${replicaUrl}/api/metrics answered ${response.status}`);
  return response.text();
}

export function operatorView(text: string): OperatorView {
  const requests = samples(text).filter((sample) => sample.name === 'fairway_http_requests_total');
  const answers: Record<string, number> = {};
  for (const sample of requests) answers[sample.labels.status!] = (answers[sample.labels.status!] ?? 0) + sample.value;
  const scoreWrites = (status: string) => seriesValue(text, 'fairway_http_requests_total', { method: 'POST', route: '/api/scores', status });
  const pool = (state: string) => seriesValue(text, 'fairway_db_pool_connections', { state });
  return {
    answers,
    serverErrors: requests
      .filter((sample) => Number(sample.labels.status) >= 500 && sample.labels.status !== '503' && sample.value > 0)
      .map((sample) => ({ route: sample.labels.route!, status: sample.labels.status!, count: sample.value })),
    scoreWrites503: scoreWrites('503'),
    scoreWritesStored: scoreWrites('201') + scoreWrites('200'),
    streamsOpen: seriesValue(text, 'fairway_event_streams_open'),
    writeGroups: { count: seriesValue(text, 'fairway_score_write_group_size_count'), sum: seriesValue(text, 'fairway_score_write_group_size_sum') },
    publishLag: {
      count: seriesValue(text, 'fairway_event_publish_lag_seconds_count'),
      sum: seriesValue(text, 'fairway_event_publish_lag_seconds_sum'),
      withinTenthOfSecond: seriesValue(text, 'fairway_event_publish_lag_seconds_bucket', { le: '0.1' }),
    },
    pool: { total: pool('total'), idle: pool('idle'), waiting: pool('waiting'), present: /^fairway_db_pool_connections\{state="total"\} \d+$/m.test(text) },
  };
}

export function describeView(name: string, view: OperatorView): string {
  const mean = (part: { count: number; sum: number }, scale = 1) => (part.count > 0 ? ((part.sum / part.count) * scale).toFixed(1) : '-');
  return (
    `replica ${name}: answers ${JSON.stringify(view.answers)}, score writes stored ${view.scoreWritesStored} / 503 ${view.scoreWrites503}, ` +
    `streams open ${view.streamsOpen}, write groups ${view.writeGroups.count} (mean size ${mean(view.writeGroups)}), ` +
    `publish lag ${view.publishLag.count} observed (mean ${mean(view.publishLag, 1000)} ms, ${view.publishLag.withinTenthOfSecond} within 100 ms), ` +
    `pool total ${view.pool.total} idle ${view.pool.idle} waiting ${view.pool.waiting}`
  );
}
