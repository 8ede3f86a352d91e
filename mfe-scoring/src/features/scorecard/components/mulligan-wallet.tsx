import { newIdempotencyKey, useSpendMulligan, useTeamWallet } from '@fairway/api-client';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { useState } from 'react';
import { useOnline } from '../../../shared/hooks/use-online';
import styles from './hole-extras.module.css';

interface MulliganWalletProps {
  tournamentId: string;
  teamId: string;
  hole: number;
  locked: boolean;
}

/**
 * The team's mulligans and "Use a mulligan" on this hole, asked twice (a mulligan is paid for). Recorded
 * online only: without signal the button says so rather than queueing a use the hole may refuse later.
 */
export function MulliganWallet({ tournamentId, teamId, hole, locked }: MulliganWalletProps) {
  const { data: wallet } = useTeamWallet(tournamentId, teamId);
  const spend = useSpendMulligan();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  // Bought none: nothing to show (the wallet is also unreadable for someone not on the team).
  if (!wallet || wallet.mulligans.bought === 0) return null;
  const { left } = wallet.mulligans;
  const usedHere = wallet.uses.filter((use) => use.hole === hole).length;
  const blocked = wallet.blockedHoles.includes(hole);
  const why = blocked ? fundraisingMessages.mulliganBlockedHole(hole) : !online ? fundraisingMessages.mulliganNeedsSignal : null;
  const use = () => spend.mutate({ tournamentId, teamId, hole, useId: newIdempotencyKey() }, { onSettled: () => setConfirming(false) });

  return (
    <div className={styles.wallet}>
      <p className={styles.walletLine}>
        <strong>Mulligans left: {left}</strong>
        {usedHere > 0 && <span> · {usedHere === 1 ? '1 used on this hole' : `${usedHere} used on this hole`}</span>}
      </p>
      {left > 0 && !locked && !confirming && (
        <button type="button" className={styles.plainButton} disabled={why !== null} onClick={() => setConfirming(true)}>
          Use a mulligan
        </button>
      )}
      {confirming && (
        <div className={styles.confirm} role="group" aria-label="Use a mulligan">
          <span>
            Use 1 of {left} on hole {hole}?
          </span>
          <button type="button" className={styles.walletButton} disabled={spend.isPending || why !== null} onClick={use}>
            {spend.isPending ? 'Recording…' : 'Yes, use it'}
          </button>
          <button type="button" className={styles.plainButton} disabled={spend.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      )}
      {why && left > 0 && <p className={styles.note}>{why}</p>}
      {spend.failureText && (
        <p className={styles.error} role="alert">
          {spend.failureText}
        </p>
      )}
    </div>
  );
}
