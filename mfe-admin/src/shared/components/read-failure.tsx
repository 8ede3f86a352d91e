import { errorText } from '@fairway/api-client';
import { httpMessages } from '@fairway/contracts/http-messages';
import panel from './panel.module.css';

interface ReadFailureProps {
  /** What could not be read, from the messages ("Could not load the contests"); errorText adds why. */
  failure: string;
  error: unknown;
  /** Asks the read again (the query's `refetch`). */
  onRetry: () => unknown;
}

/**
 * The admin's one way to say a read failed: what and why, announced, with Retry. Drawn without antd, so the
 * public tournaments page can show it on a phone too.
 */
export function ReadFailure({ failure, error, onRetry }: ReadFailureProps) {
  return (
    <div role="alert" className={panel.readFailure}>
      <p className={panel.error}>{errorText(error, failure)}</p>
      <button type="button" className="ff-pill-button" onClick={() => void onRetry()}>
        {httpMessages.retry}
      </button>
    </div>
  );
}
