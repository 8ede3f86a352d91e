import type { RevealState } from '@fairway/contracts/awards';

export type RevealAction = 'start' | 'announce' | 'reveal' | 'finish';

export const revealButtons: ReadonlyArray<{ action: RevealAction; label: string }> = [
  { action: 'start', label: 'Start' },
  { action: 'announce', label: 'Announce next' },
  { action: 'reveal', label: 'Reveal' },
  { action: 'finish', label: 'Finish' },
];

/** The one step the ceremony takes next, as the API's reveal machine allows it; null once finished. */
export function nextRevealAction(state: Pick<RevealState, 'phase' | 'step' | 'total'>): RevealAction | null {
  switch (state.phase) {
    case 'waiting':
      return 'start';
    case 'announced':
      return 'reveal';
    case 'started':
    case 'revealed':
      return state.step < state.total ? 'announce' : 'finish';
    case 'finished':
      return null;
  }
}

/** What the TV shows now, in a line the MC reads at a glance. */
export function onTvNow(state: RevealState): string {
  switch (state.phase) {
    case 'waiting':
      return 'The TV shows the leaderboard: the reveal has not started.';
    case 'started':
      return state.total === 0 ? 'The reveal has started: there are no awards to announce.' : `The reveal has started: ${state.total} awards to announce.`;
    case 'announced':
      return `Award ${state.step} of ${state.total} announced: the winner is still hidden.`;
    case 'revealed':
      return `Award ${state.step} of ${state.total}: the winner is on the TV.`;
    case 'finished':
      return 'The TV shows the full results.';
  }
}
