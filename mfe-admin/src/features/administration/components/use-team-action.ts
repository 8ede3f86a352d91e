import { isApiError, teamsPath } from '@fairway/api-client';
import { toast } from '@fairway/ui/toast';
import { useQueryClient } from '@tanstack/react-query';

/** Runs one write of the Teams tab: a success toast and a fresh team list, or the spec's failure text. */
export function useTeamAction(tournamentId: string) {
  const queryClient = useQueryClient();
  return async <Result>(write: () => Promise<Result>, success: string | ((result: Result) => string), failure: string): Promise<boolean> => {
    try {
      const result = await write();
      toast({ title: typeof success === 'string' ? success : success(result), variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: failure, description: isApiError(error) ? error.serverMessage : undefined, variant: 'destructive' });
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: [teamsPath(tournamentId)] });
    }
  };
}
