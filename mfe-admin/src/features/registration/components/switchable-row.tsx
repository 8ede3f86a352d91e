import { Button } from 'antd';
import panel from '../../../shared/components/panel.module.css';
import amounts from '../../../shared/components/amount-list.module.css';
import styles from './registration.module.css';

interface SwitchableRowProps {
  name: string;
  /** What the row says of itself while switched off ("off sale", "inactive"). */
  offText: string;
  lines: ReadonlyArray<string | null>;
  active: boolean;
  /** The switch's words, on and off ("Take off sale" / "Put on sale"). */
  switchLabels: readonly [whenOn: string, whenOff: string];
  onSwitch: () => void;
  /** Only what nobody bought or used can be deleted; otherwise it is switched off. */
  onDelete: (() => void) | null;
  /** Opens its editor, where it has one. */
  onEdit?: () => void;
  busy: boolean;
}

/** A product or promo code in its list: what it is, then switch it on or off, or delete it while unused. */
export function SwitchableRow({ name, offText, lines, active, switchLabels, onSwitch, onDelete, onEdit, busy }: SwitchableRowProps) {
  const switchLabel = active ? switchLabels[0] : switchLabels[1];
  return (
    <li className={styles.row}>
      <span className={panel.entryText}>
        <strong>
          {name}
          {!active && <span className={amounts.meta}> ({offText})</span>}
        </strong>
        {lines.filter(Boolean).map((line) => (
          <span key={line} className={amounts.meta}>
            {line}
          </span>
        ))}
      </span>
      <span className={panel.rowActions}>
        {onEdit && (
          <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        )}
        <Button size="small" disabled={busy} onClick={onSwitch} aria-label={`${switchLabel}: ${name}`}>
          {switchLabel}
        </Button>
        {onDelete && (
          <Button size="small" danger disabled={busy} onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        )}
      </span>
    </li>
  );
}
