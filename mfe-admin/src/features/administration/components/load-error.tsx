import { errorText } from '@fairway/api-client';
import { Alert, Button } from 'antd';

/** A read that failed, with what went wrong and Retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return <Alert type="error" showIcon message={errorText(error, title)} action={<Button onClick={onRetry}>Retry</Button>} />;
}
