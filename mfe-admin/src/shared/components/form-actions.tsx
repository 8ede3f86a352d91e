import { Button } from 'antd';
import panel from './panel.module.css';
import styles from './settings-form.module.css';

/** The end of a settings form (a contest, the skins game): why the last save failed, then Cancel and the submit button. */
export function FormActions({
  failureText,
  pending,
  submitLabel,
  onCancel,
}: {
  failureText: string | null | undefined;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {failureText && (
        <p role="alert" className={panel.error}>
          {failureText}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
