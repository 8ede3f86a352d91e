import { trialAddressMessages } from '@fairway/contracts/trial-address-messages';
import { LineIcon } from '@fairway/ui';
import { isTrialAddress, type PageAddress } from '../model/trial-address';
import styles from './trial-address-banner.module.css';

const warningIcon = ['M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z', 'M12 9v4', 'M12 17h.01'];

/** A line above every page of the shell when it was opened on a plain-HTTP network address. */
export function TrialAddressBanner({ address = window.location }: { address?: PageAddress }) {
  if (!isTrialAddress(address)) return null;
  const { title, description } = trialAddressMessages;
  return (
    <p className={styles.banner} role="note">
      <LineIcon d={warningIcon} size={18} className={styles.icon} />
      <span>
        <strong>{title}</strong> {description}
      </span>
    </p>
  );
}
