import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../http/error-text';

export interface ApiMutationSpec<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The cached reads this write makes stale; refetched once it succeeds. */
  invalidates: (variables: TVariables, data: TData) => readonly QueryKey[];
  /** What failed, in the user's words ("Failed to save the team"); the reason is added by `errorText`. */
  failure: string;
}

/**
 * Every write in the remotes goes through one of these: the hook owns its invalidation and its error text, so a
 * component only reads `isPending` (its busy state) and `failureText` (what to show) and calls `mutate`.
 */
export function useApiMutation<TVariables, TData>(spec: ApiMutationSpec<TVariables, TData>) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: spec.mutationFn,
    onSuccess: (data, variables) => Promise.all(spec.invalidates(variables, data).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  return { ...mutation, failureText: mutation.error ? errorText(mutation.error, spec.failure) : null };
}
