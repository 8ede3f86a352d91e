import { useClearHoleSponsor, useHoleSponsors, useSetHoleSponsor, useSponsors } from '@fairway/api-client';
import { Button } from 'antd';
import { useState } from 'react';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './sponsors-tab.module.css';

/** The 18 holes, taken or free: choose one to give it a sponsor or to free it. */
export function HoleSponsorGrid({ tournamentId }: { tournamentId: string }) {
  const holes = useHoleSponsors(tournamentId);
  const sponsors = useSponsors(tournamentId);
  const assign = useSetHoleSponsor();
  const clear = useClearHoleSponsor();
  const [chosen, setChosen] = useState<number | null>(null);
  const [sponsorId, setSponsorId] = useState('');
  const current = holes.data?.find((hole) => hole.hole === chosen);
  const failure = assign.failureText ?? clear.failureText;
  const done = () => setChosen(null);

  return (
    <section className={panel.section} aria-labelledby="holes-heading">
      <h3 id="holes-heading" className={panel.sectionHeading}>
        Hole sponsors
      </h3>
      <div className={styles.holes} role="group" aria-label="Holes">
        {(holes.data ?? []).map(({ hole, sponsor }) => (
          <button
            key={hole}
            type="button"
            className={`${styles.hole} ${sponsor ? styles.taken : ''} ${chosen === hole ? styles.chosen : ''}`}
            aria-pressed={chosen === hole}
            onClick={() => {
              setChosen(chosen === hole ? null : hole);
              setSponsorId('');
            }}
          >
            <span className={styles.holeNumber}>
              <span className="ff-visually-hidden">Hole </span>
              {hole}
              <span className="ff-visually-hidden">: </span>
            </span>
            <span className={styles.holeSponsor}>{sponsor?.name ?? 'Free'}</span>
          </button>
        ))}
      </div>
      {current && current.sponsor && (
        <div className={styles.holeEditor}>
          <span>
            Hole {current.hole} is sponsored by <strong>{current.sponsor.name}</strong>.
          </span>
          <Button danger loading={clear.isPending} onClick={() => clear.mutate({ tournamentId, hole: current.hole }, { onSuccess: done })}>
            Clear hole {current.hole}
          </Button>
        </div>
      )}
      {current && !current.sponsor && (
        <div className={styles.holeEditor}>
          <NativeSelect
            aria-label={`Sponsor for hole ${current.hole}`}
            placeholder="Choose a sponsor"
            value={sponsorId || undefined}
            onChange={setSponsorId}
            options={(sponsors.data ?? []).map((sponsor) => ({ value: sponsor.id, label: sponsor.name }))}
          />
          <Button
            type="primary"
            disabled={!sponsorId}
            loading={assign.isPending}
            onClick={() => assign.mutate({ tournamentId, hole: current.hole, sponsorId }, { onSuccess: done })}
          >
            Assign hole {current.hole}
          </Button>
        </div>
      )}
      <FailureAlert text={failure} />
    </section>
  );
}
