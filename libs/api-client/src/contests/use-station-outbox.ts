import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { startOutboxReplay } from '../outbox/outbox-replay';
import { StationOutbox, writeStationReply } from './station-outbox';

/**
 * The station's outbox for this link: entries and voids wait on the phone and go out when there is signal
 * (on the online event, when the page is shown again and on a timer); each reply updates the page's view.
 */
export function useStationOutbox(token: string) {
  const client = useQueryClient();
  const [outbox] = useState(() => new StationOutbox({ token, onSent: (reply) => writeStationReply(client, token, reply) }));
  useEffect(() => {
    void outbox.refresh().catch(() => undefined);
    return startOutboxReplay(outbox);
  }, [outbox]);
  const status = useSyncExternalStore(outbox.subscribe, outbox.getStatus, outbox.getStatus);
  return { status, outbox };
}
