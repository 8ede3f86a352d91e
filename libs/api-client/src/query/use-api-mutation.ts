import type { ToastText } from '@fairway/contracts/messages';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../http/error-text';

export interface ApiMutationSpec<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The cached reads this write makes stale; refetched once it succeeds. */
  invalidates: (variables: TVariables, data: TData) => readonly QueryKey[];
  /** What failed, in the user's words ("Failed to save the team"); the reason is added by `errorText`. */
  failure: string;
  /** What the hook's caller asked for (every write hook takes `WriteOptions` last and passes them here). */
  options?: WriteOptions | undefined;
}

/** The last argument of every write hook: how its caller wants a failure told, besides `failureText`. */
export interface WriteOptions {
  /**
   * Told once per failed write, with what failed and why, for the app to announce (the admin raises a toast);
   * a caller that passes it does not catch the failure to say it again.
   */
  onFailure?: (failure: ToastText) => void;
  /** The caller's words for what failed, in place of the hook's ("Check-in Failed" for a player update). */
  failure?: string | ToastText;
}

/** What failed and why, as a toast's title (and description, when the words have one). */
export function failureToast(error: unknown, words: string | ToastText): ToastText {
  if (typeof words === 'string') return { title: errorText(error, words) };
  return { title: words.title, description: errorText(error, words.description ?? words.title) };
}

const asLine = (words: string | ToastText) => (typeof words === 'string' ? words : [words.title, words.description].filter(Boolean).join(': '));

/**
 * Every write in the remotes goes through one of these: the hook owns its invalidation and its error text, so a
 * component only reads `isPending` (its busy state) and `failureText` (what to show) and calls `mutate`, or
 * passes `WriteOptions` to have the failure told for it.
 */
export function useApiMutation<TVariables, TData>(spec: ApiMutationSpec<TVariables, TData>) {
  const options = spec.options ?? {};
  const client = useQueryClient();
  const words = options.failure ?? spec.failure;
  const mutation = useMutation({
    mutationFn: spec.mutationFn,
    onSuccess: (data, variables) => Promise.all(spec.invalidates(variables, data).map((queryKey) => client.invalidateQueries({ queryKey }))),
    onError: (error) => options.onFailure?.(failureToast(error, words)),
  });
  return { ...mutation, failureText: mutation.error ? errorText(mutation.error, asLine(words)) : null };
}
