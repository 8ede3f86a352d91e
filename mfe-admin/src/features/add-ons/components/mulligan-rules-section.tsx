import { useMulliganRules, useSetMulliganRules } from '@fairway/api-client';
import { limits } from '@fairway/contracts/limits';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { useState } from 'react';
import panel from '../../../shared/components/panel.module.css';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './add-ons.module.css';

const holes = Array.from({ length: limits.holesPerRound }, (_, index) => index + 1);

/** Holes where a mulligan cannot be used (say, the contest holes): toggle them, then save. */
export function MulliganRulesSection({ tournamentId }: { tournamentId: string }) {
  const rules = useMulliganRules(tournamentId);
  const save = useSetMulliganRules();
  const [edited, setEdited] = useState<number[] | null>(null);
  const blocked = edited ?? rules.data?.blockedHoles ?? [];
  const toggle = (hole: number) => setEdited(blocked.includes(hole) ? blocked.filter((other) => other !== hole) : [...blocked, hole]);

  return (
    <section className={panel.section} aria-labelledby="mulligan-rules-heading">
      <h3 id="mulligan-rules-heading" className={panel.sectionHeading}>
        Holes where mulligans are blocked
      </h3>
      <div className={styles.holes} role="group" aria-label="Blocked holes">
        {holes.map((hole) => (
          <button
            key={hole}
            type="button"
            className={`${styles.hole} ${blocked.includes(hole) ? styles.blocked : ''}`}
            aria-pressed={blocked.includes(hole)}
            aria-label={`Hole ${hole}`}
            disabled={rules.isPending}
            onClick={() => toggle(hole)}
          >
            {hole}
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <span className={styles.meta}>
          {blocked.length === 0 ? 'Mulligans can be used on every hole.' : `Blocked: ${[...blocked].sort((a, b) => a - b).join(', ')}`}
        </span>
        <Button
          type="primary"
          disabled={edited === null}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { tournamentId, blockedHoles: blocked },
              {
                onSuccess: () => {
                  setEdited(null);
                  toast({ title: 'Mulligan rules saved', variant: 'success' });
                },
              },
            )
          }
        >
          Save mulligan rules
        </Button>
      </div>
      <FailureAlert text={save.failureText} />
    </section>
  );
}
