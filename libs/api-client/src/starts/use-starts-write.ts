import type { StartsPlan } from '@fairway/contracts/starts';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { startsChanged, startsKey } from './starts-path';

/**
 * One write of the starting positions: every one answers with the whole plan, which replaces the cached read at
 * once (the count per hole follows the move without a second request); the team reads and the print centre refetch.
 */
export function useStartsWrite<TVariables>(
  tournamentId: string,
  write: (variables: TVariables) => Promise<StartsPlan>,
  failure: string,
  options: WriteOptions | undefined,
) {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: async (variables: TVariables) => {
      const plan = await write(variables);
      client.setQueryData(startsKey(tournamentId), plan);
      return plan;
    },
    invalidates: () => startsChanged(tournamentId),
    failure,
    options,
  });
}
