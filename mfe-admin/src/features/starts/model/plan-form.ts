import type { StartsPlanInput, StartsPlanRequest } from '@fairway/contracts/starts';

/** What the organiser fills in before Assign: both kinds of start, so switching back and forth keeps what was typed. */
export interface PlanForm {
  mode: StartsPlanInput['mode'];
  closedHoles: number[];
  reverse: boolean;
  waves: 1 | 2;
  /** When the horn goes for wave 1 and wave 2, "HH:MM" or empty. */
  hornTimes: [string, string];
  firstTime: string;
  intervalMinutes: number;
  groupsPerTime: number;
  splitTee: boolean;
}

const blank: PlanForm = {
  mode: 'shotgun',
  closedHoles: [],
  reverse: false,
  waves: 1,
  hornTimes: ['', ''],
  firstTime: '08:00',
  intervalMinutes: 10,
  groupsPerTime: 1,
  splitTee: false,
};

/** The form as the saved plan left it (the defaults while there is none). */
export function formFromPlan(plan: StartsPlanInput | null): PlanForm {
  if (!plan) return blank;
  if (plan.mode === 'tee-times') {
    const { firstTime, intervalMinutes, groupsPerTime, splitTee } = plan;
    return { ...blank, mode: 'tee-times', firstTime, intervalMinutes, groupsPerTime, splitTee };
  }
  const [first = '', second = ''] = plan.shotgunTimes;
  return { ...blank, closedHoles: plan.closedHoles, reverse: plan.reverse, waves: plan.waves, hornTimes: [first, second] };
}

/** The request Assign sends; horn times stop at the first one left empty (a wave's time is its place in the list). */
export function planRequest(form: PlanForm): StartsPlanRequest {
  if (form.mode === 'tee-times') {
    const { firstTime, intervalMinutes, groupsPerTime, splitTee } = form;
    return { mode: 'tee-times', firstTime, intervalMinutes, groupsPerTime, splitTee };
  }
  const times = form.hornTimes.slice(0, form.waves);
  const announced = times.includes('') ? times.slice(0, times.indexOf('')) : times;
  return { mode: 'shotgun', closedHoles: [...form.closedHoles].sort((a, b) => a - b), reverse: form.reverse, waves: form.waves, shotgunTimes: announced };
}

/** Closes an open hole or opens a closed one. */
export function toggleHole(closed: readonly number[], hole: number): number[] {
  return closed.includes(hole) ? closed.filter((entry) => entry !== hole) : [...closed, hole];
}

/** The saved plan in a line, over the form folded away once the field is placed ("Shotgun, two waves, hole 4 closed"). */
export function planSummary(plan: StartsPlanInput): string {
  if (plan.mode === 'tee-times') {
    const split = plan.splitTee ? ', holes 1 and 10' : '';
    return `Tee times from ${plan.firstTime}, every ${plan.intervalMinutes} minutes${split}`;
  }
  const waves = plan.waves === 2 ? 'two waves' : 'one wave';
  const closed = plan.closedHoles.length === 0 ? '' : `, ${plan.closedHoles.length === 1 ? 'hole' : 'holes'} ${plan.closedHoles.join(', ')} closed`;
  return `Shotgun, ${waves}${closed}${plan.reverse ? ', reversed' : ''}`;
}
