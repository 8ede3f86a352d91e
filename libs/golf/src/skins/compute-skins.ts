import { type HoleInput } from '../types/hole.type';
import { type SkinsContestant } from './skins-contestant';
import { type SkinsSettings } from './skins-settings.type';
import { splitCents } from './split-cents';

/** How one hole of a skins game ended. `carried` holes are the tied holes before it whose value it adds. */
export type SkinsHoleOutcome =
  | { hole: number; status: 'pending' }
  | { hole: number; status: 'won'; winnerId: string; winnerName: string; score: number; holesWon: number; valueCents: number }
  | { hole: number; status: 'tied'; score: number; tiedIds: string[]; carriesOver: boolean }
  | { hole: number; status: 'not-validated'; winnerId: string; winnerName: string; score: number; carriesOver: boolean };

export interface SkinsWinner {
  id: string;
  name: string;
  skins: number;
  /** Holes whose value the skins covered (a skin won after two tied holes covers three). */
  holesWon: number;
  valueCents: number;
}

export interface SkinsResult {
  holes: SkinsHoleOutcome[];
  winners: SkinsWinner[];
  /** False while a hole waits for scores: the values shown share the pot among the skins won so far. */
  final: boolean;
  /** Tied holes at the end of the round whose value no skin took. */
  holesUnwon: number;
}

type Decision = { kind: 'pending' } | { kind: 'tied'; score: number; tiedIds: string[] } | { kind: 'lowest'; winner: SkinsContestant; score: number };

function decideHole(contestants: readonly SkinsContestant[], hole: number): Decision {
  const scores = contestants.map((contestant) => contestant.scores.get(hole));
  if (contestants.length === 0 || scores.some((score) => score === undefined)) return { kind: 'pending' };
  const low = Math.min(...(scores as number[]));
  const atLow = contestants.filter((_, index) => scores[index] === low);
  if (atLow.length === 1) return { kind: 'lowest', winner: atLow[0] as SkinsContestant, score: low };
  return { kind: 'tied', score: low, tiedIds: atLow.map((contestant) => contestant.id) };
}

/** 'yes' when the winner made par or better on the next hole (or this is the last hole), 'wait' without a score there. */
function validated(winner: SkinsContestant, next: HoleInput | undefined, settings: SkinsSettings): 'yes' | 'no' | 'wait' {
  if (settings.validation === 'none' || next === undefined) return 'yes';
  const score = winner.scores.get(next.number);
  if (score === undefined) return 'wait';
  return score <= next.par ? 'yes' : 'no';
}

/**
 * A skins game over the holes in number order: a hole is won by the one contestant with the lowest score
 * once everyone has scored it; a tie carries the hole's value to the next one when carryover is on. The pot
 * is shared by the holes each skin covers, in whole cents adding up to the pot.
 */
export function computeSkins(contestants: readonly SkinsContestant[], holes: readonly HoleInput[], settings: SkinsSettings): SkinsResult {
  const ordered = [...holes].sort((a, b) => a.number - b.number);
  const outcomes: SkinsHoleOutcome[] = [];
  let carried = 0;
  let final = true;
  ordered.forEach((hole, index) => {
    const decision = decideHole(contestants, hole.number);
    const check = decision.kind === 'lowest' ? validated(decision.winner, ordered[index + 1], settings) : 'yes';
    if (decision.kind === 'pending' || check === 'wait') {
      outcomes.push({ hole: hole.number, status: 'pending' });
      // What this hole carries is not known yet: later holes count only their own value until it is.
      final = false;
      carried = 0;
      return;
    }
    if (decision.kind === 'lowest' && check === 'yes') {
      const { winner, score } = decision;
      outcomes.push({ hole: hole.number, status: 'won', winnerId: winner.id, winnerName: winner.name, score, holesWon: carried + 1, valueCents: 0 });
      carried = 0;
      return;
    }
    carried = settings.carryover ? carried + 1 : 0;
    outcomes.push(
      decision.kind === 'tied'
        ? { hole: hole.number, status: 'tied', score: decision.score, tiedIds: decision.tiedIds, carriesOver: settings.carryover }
        : {
            hole: hole.number,
            status: 'not-validated',
            winnerId: decision.winner.id,
            winnerName: decision.winner.name,
            score: decision.score,
            carriesOver: settings.carryover,
          },
    );
  });
  const priced = priceSkins(outcomes, settings.potCents);
  return { holes: priced, winners: winnersOf(priced), final, holesUnwon: final ? carried : 0 };
}

function priceSkins(outcomes: SkinsHoleOutcome[], potCents: number): SkinsHoleOutcome[] {
  const won = outcomes.filter((outcome) => outcome.status === 'won');
  const values = splitCents(
    potCents,
    won.map((outcome) => outcome.holesWon),
  );
  return outcomes.map((outcome) => (outcome.status === 'won' ? { ...outcome, valueCents: values[won.indexOf(outcome)] ?? 0 } : outcome));
}

function winnersOf(outcomes: readonly SkinsHoleOutcome[]): SkinsWinner[] {
  const winners = new Map<string, SkinsWinner>();
  for (const outcome of outcomes) {
    if (outcome.status !== 'won') continue;
    const winner = winners.get(outcome.winnerId) ?? { id: outcome.winnerId, name: outcome.winnerName, skins: 0, holesWon: 0, valueCents: 0 };
    winners.set(outcome.winnerId, {
      ...winner,
      skins: winner.skins + 1,
      holesWon: winner.holesWon + outcome.holesWon,
      valueCents: winner.valueCents + outcome.valueCents,
    });
  }
  return [...winners.values()].sort((a, b) => b.valueCents - a.valueCents || b.skins - a.skins || a.name.localeCompare(b.name));
}
