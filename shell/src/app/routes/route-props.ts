import type { LeaderboardPageProps, ScorecardPageProps } from '@fairway/contracts';

function present(value: string | null): string | undefined {
  return value ? value : undefined;
}

function withoutUndefined<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as T;
}

/** /scorecard?tournament={id} or ?tournamentId={id}&teamId={id} */
export function scorecardProps(search: URLSearchParams): ScorecardPageProps {
  return withoutUndefined({
    tournamentId: present(search.get('tournamentId')) ?? present(search.get('tournament')),
    teamId: present(search.get('teamId')),
  });
}

/** /leaderboard?tournament={id} */
export function leaderboardProps(search: URLSearchParams): LeaderboardPageProps {
  return withoutUndefined({ tournamentId: present(search.get('tournament')) ?? present(search.get('tournamentId')) });
}

/** The :tournamentId segment; the router only matches these routes when it is there. */
export function tournamentIdParam(params: Partial<Record<string, string>>): string {
  const tournamentId = params['tournamentId'];
  if (!tournamentId) throw new Error('route is missing its :tournamentId segment');
  return tournamentId;
}
