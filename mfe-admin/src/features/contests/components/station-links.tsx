import { useContestStations, useCreateStation, useRevokeStation } from '@fairway/api-client';
import { contestMessages } from '@fairway/contracts/contest-messages';
import type { Contest, CreatedStation } from '@fairway/contracts/contest';
import { QrCode } from '@fairway/ui';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { stationUrl } from '../model/station-link';
import panel from '../../../shared/components/panel.module.css';
import styles from './contest-parts.module.css';
import card from '../../../shared/components/setting-card.module.css';
import form from '../../../shared/components/settings-form.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

/** The contest's volunteer links: make one (its link and QR code are shown once), revoke one. */
export function StationLinks({ contest }: { contest: Contest }) {
  const stations = useContestStations(contest.id);
  const create = useCreateStation(contest.id);
  const revoke = useRevokeStation(contest.id);
  const [label, setLabel] = useState(`Hole ${contest.hole} volunteer`);
  const [made, setMade] = useState<CreatedStation | null>(null);

  const add = () => create.mutate(label, { onSuccess: setMade });

  return (
    <div className={card.block}>
      <h4 className={card.blockTitle}>Volunteer station links</h4>
      {made && <NewStationLink station={made} onHide={() => setMade(null)} />}
      {stations.isError && <ReadFailure failure={contestMessages.stationsFetchFailed} error={stations.error} onRetry={stations.refetch} />}
      {stations.data && stations.data.length > 0 && (
        <ul className={styles.rows} aria-label={`Station links of hole ${contest.hole}`}>
          {stations.data.map((station) => (
            <li key={station.id} className={styles.row}>
              <span>{station.label}</span>
              {station.revokedAt ? (
                <span className={panel.muted}>Revoked</span>
              ) : (
                <Popconfirm
                  title="Revoke this link?"
                  description="The volunteer's page stops working at once; entries made stay."
                  okText="Revoke"
                  onConfirm={() => revoke.mutate(station.id)}
                >
                  <Button danger size="small" loading={revoke.isPending && revoke.variables === station.id}>
                    Revoke
                  </Button>
                </Popconfirm>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={form.inline}>
        <Input aria-label="Station name" value={label} onChange={(event) => setLabel(event.target.value)} onPressEnter={add} />
        <Button onClick={add} loading={create.isPending}>
          New Station Link
        </Button>
      </div>
      {(create.failureText ?? revoke.failureText) && (
        <p role="alert" className={panel.error}>
          {create.failureText ?? revoke.failureText}
        </p>
      )}
    </div>
  );
}

function NewStationLink({ station, onHide }: { station: CreatedStation; onHide: () => void }) {
  const url = stationUrl(window.location.origin, station.token);
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  return (
    <div className={styles.newLink} role="group" aria-label={`Link for ${station.label}`}>
      <QrCode value={url} label={`QR code of the station link for ${station.label}`} size={160} />
      <div className={panel.linkText}>
        <strong>{station.label}</strong>
        <p className={panel.muted}>Shown only now: print the QR code or send the link to the volunteer. No account is needed.</p>
        <code className={styles.url}>{url}</code>
        <div className={form.inline}>
          <Button onClick={copy}>{copied ? 'Copied' : 'Copy Link'}</Button>
          <Button type="text" onClick={onHide}>
            Hide
          </Button>
        </div>
      </div>
    </div>
  );
}
