import type { Award, RevealInput, RevealState } from '@fairway/contracts/awards';
import { revealRefused } from './awards.exception';

export type RevealPhase = RevealState['phase'];

/** What is stored of a ceremony: its phase, the award on stage (1-based) and the awards fixed at its start. */
export interface Ceremony {
  phase: RevealPhase;
  step: number;
  awards: Award[];
}

/**
 * The MC's steps: start (the award list is fixed), then for each award announce (category and sponsor)
 * and reveal (the winner, when the MC chooses), then finish (the full results). Starting again is a no-op;
 * any other step out of order is refused.
 */
export function nextCeremony(ceremony: Ceremony, action: RevealInput['action'], awardsAtStart: () => Award[]): Ceremony {
  const { phase, step, awards } = ceremony;
  switch (action) {
    case 'start':
      if (phase !== 'waiting') return ceremony;
      return { phase: 'started', step: 0, awards: awardsAtStart() };
    case 'announce':
      if (phase === 'waiting') throw revealRefused('notStarted');
      if (phase === 'finished') throw revealRefused('alreadyFinished');
      if (phase === 'announced') throw revealRefused('revealFirst');
      if (step >= awards.length) throw revealRefused('noMoreAwards');
      return { phase: 'announced', step: step + 1, awards };
    case 'reveal':
      if (phase !== 'announced') throw revealRefused(phase === 'finished' ? 'alreadyFinished' : 'nothingAnnounced');
      return { phase: 'revealed', step, awards };
    case 'finish':
      if (phase === 'waiting') throw revealRefused('notStarted');
      if (phase === 'finished') return ceremony;
      if (phase === 'announced' || step < awards.length) throw revealRefused('awardsLeft');
      return { phase: 'finished', step, awards };
  }
}

/** What the public sees: the award on stage without its winners until revealed; nothing not yet reached. */
export function publicReveal(tournamentId: string, ceremony: Ceremony, updatedAt: Date): RevealState {
  const { phase, step, awards } = ceremony;
  const onStage = step > 0 ? awards[step - 1] : undefined;
  const revealedCount = phase === 'finished' ? awards.length : phase === 'announced' ? step - 1 : step;
  return {
    tournamentId,
    phase,
    total: phase === 'waiting' ? 0 : awards.length,
    step,
    current: onStage && phase !== 'finished' ? (phase === 'announced' ? { ...onStage, winners: [] } : onStage) : null,
    revealed: awards.slice(0, revealedCount),
    updatedAt: updatedAt.toISOString(),
  };
}
