import { formFromPlan, planRequest, planSummary } from './plan-form';

describe('the starting plan form', () => {
  it('sends the horn times of the waves played, up to the first one left empty', () => {
    const form = formFromPlan(null);
    expect(planRequest({ ...form, waves: 2, hornTimes: ['08:00', '13:00'] })).toMatchObject({ waves: 2, shotgunTimes: ['08:00', '13:00'] });
    expect(planRequest({ ...form, waves: 1, hornTimes: ['08:00', '13:00'] })).toMatchObject({ waves: 1, shotgunTimes: ['08:00'] });
    expect(planRequest({ ...form, waves: 2, hornTimes: ['', '13:00'] })).toMatchObject({ shotgunTimes: [] });
  });

  it('sends tee times without the shotgun’s options, and reads a saved plan back into the form', () => {
    const teeTimes = { mode: 'tee-times', firstTime: '07:30', intervalMinutes: 9, groupsPerTime: 2, splitTee: true } as const;
    expect(planRequest(formFromPlan(teeTimes))).toEqual(teeTimes);
    expect(planRequest({ ...formFromPlan(null), closedHoles: [9, 4] })).toEqual({
      mode: 'shotgun',
      closedHoles: [4, 9],
      reverse: false,
      waves: 1,
      shotgunTimes: [],
    });
  });

  it('says the saved plan in a line', () => {
    expect(planSummary({ mode: 'shotgun', closedHoles: [4], doublingOrder: null, reverse: true, waves: 2, shotgunTimes: [] })).toBe(
      'Shotgun, two waves, hole 4 closed, reversed',
    );
    expect(planSummary({ mode: 'tee-times', firstTime: '07:30', intervalMinutes: 10, groupsPerTime: 1, splitTee: true })).toBe(
      'Tee times from 07:30, every 10 minutes, holes 1 and 10',
    );
  });
});
