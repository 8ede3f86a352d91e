import { limits } from './limits';

/** The awards texts, apart from the schemas so the MC's phone page carries no zod. */
export const awardsMessages = {
  hiddenHoles: `Hide 0 to ${limits.awards.maxHiddenHoles} holes`,
  placePrizes: `Give at most ${limits.awards.places} place prizes`,
  action: 'Choose start, announce, reveal or finish',
  notStarted: 'Start the reveal first',
  alreadyFinished: 'The reveal is finished',
  revealFirst: 'Reveal this award before announcing the next one',
  nothingAnnounced: 'Announce an award before revealing it',
  awardsLeft: 'Reveal every award before showing the full results',
  noMoreAwards: 'Every award has been announced: finish to show the full results',
  scoringOpen: 'Close scoring before starting the reveal',
  saveFailed: 'Failed to save the awards settings',
  closeFailed: 'Failed to close scoring',
  revealFailed: 'The reveal did not move on',
  settingsFetchFailed: 'Could not load the awards settings',
  listFetchFailed: 'Could not load the award list',
  revealFetchFailed: 'Could not load the reveal',
} as const;
