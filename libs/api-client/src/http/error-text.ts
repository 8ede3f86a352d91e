import { httpMessages } from '@fairway/contracts/http-messages';
import { isApiError } from './api-error';
import { isNetworkError } from './network-error';

/**
 * The one way a failed call becomes words on screen: what failed (the caller's fallback, e.g. "Failed to save
 * the team"), then why: the server's own message, or that the phone got no answer.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return `${fallback}: ${error.serverMessage}`;
  if (isNetworkError(error)) return `${fallback}: ${httpMessages.noAnswer}`;
  return fallback;
}
