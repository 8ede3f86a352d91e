import type { WriteOptions } from '@fairway/api-client';
import type { ToastText } from '@fairway/contracts/messages';
import { toast } from '@fairway/ui/toast';

const toastIt = (failure: ToastText) => toast({ ...failure, variant: 'destructive' });

/**
 * Options for a write hook that make it raise the admin's failure toast itself: what failed (the hook's words,
 * or `failure`) and why. The component then only says what a success did.
 */
export function toastFailure(failure?: string | ToastText): WriteOptions {
  return failure ? { onFailure: toastIt, failure } : { onFailure: toastIt };
}
