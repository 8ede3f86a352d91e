import styles from './donate-page.module.css';

interface DonorFieldsProps {
  name: string;
  anonymous: boolean;
  onName: (name: string) => void;
  onAnonymous: (anonymous: boolean) => void;
  error?: string | undefined;
  anonymousLabel: string;
}

/** A name for the donor wall, or none at all: anonymous gifts show no name anywhere public. */
export function DonorFields({ name, anonymous, onName, onAnonymous, error, anonymousLabel }: DonorFieldsProps) {
  return (
    <>
      <label className={styles.field}>
        <span>Your name</span>
        <input
          value={anonymous ? '' : name}
          disabled={anonymous}
          maxLength={100}
          autoComplete="name"
          aria-invalid={Boolean(error)}
          onChange={(event) => onName(event.target.value)}
        />
        {error && <span className={styles.error}>{error}</span>}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={anonymous} onChange={(event) => onAnonymous(event.target.checked)} />
        <span>{anonymousLabel}</span>
      </label>
    </>
  );
}
