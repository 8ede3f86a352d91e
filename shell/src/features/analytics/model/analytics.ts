export interface AnalyticsEvent {
  name: string;
  properties: Record<string, string>;
  /** ISO 8601 UTC. */
  at: string;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

let sink: AnalyticsSink | undefined;

/** Where events go; until this is called (or after it is called with undefined) tracking does nothing. */
export function configureAnalytics(next: AnalyticsSink | undefined): void {
  sink = next;
}

export const analytics = {
  track(name: string, properties: Record<string, string> = {}): void {
    sink?.({ name, properties, at: new Date().toISOString() });
  },
};

/** Sends each event as a JSON beacon, which survives the page being closed right after. */
export function beaconSink(url: string): AnalyticsSink {
  return (event) => {
    const body = JSON.stringify(event);
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) {
      void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
    }
  };
}
