import { useAuth } from '@fairway/auth';
import { useLedger } from '@fairway/api-client';
import { usd } from '../../../shared/model/money';
import { volunteerCash } from '../model/volunteer-cash';
import styles from './add-ons.module.css';

/** The cash the signed-in volunteer has taken so far (from the ledger, so it survives a reload). */
export function VolunteerCashTotal({ tournamentId }: { tournamentId: string }) {
  const { user } = useAuth();
  const ledger = useLedger(tournamentId, { method: 'cash' });
  if (!user || !ledger.data) return null;
  const { total, count } = volunteerCash(ledger.data.entries, user.uid);
  return (
    <p className={styles.cash} role="status" aria-label="Your cash total">
      Cash you have taken: <strong>{usd(total)}</strong> ({count === 1 ? '1 entry' : `${count} entries`})
    </p>
  );
}
