/** One sample of Prometheus text: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample of a scrape (comments skipped; label values here never hold a comma or a quote). */
export function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[3] ?? '').split(',').filter(Boolean)) {
      const [key, quoted] = pair.split('=') as [string, string];
      labels[key] = quoted.replace(/^"|"$/g, '');
    }
    found.push({ name: match[1]!, labels, value: Number(match[4]) });
  }
  return found;
}

/** The sum of the samples of `name` that carry every label given (0 when none does). */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  return samples(text)
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}
