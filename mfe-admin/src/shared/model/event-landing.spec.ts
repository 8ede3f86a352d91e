import { eventLandingPath } from './event-landing';

describe('eventLandingPath', () => {
  it("opens each role's own work", () => {
    expect(eventLandingPath('t 1', 'owner')).toBe('/admin?tournament=t%201');
    expect(eventLandingPath('t1', 'co-organiser')).toBe('/admin?tournament=t1');
    expect(eventLandingPath('t1', 'check-in')).toBe('/admin?tournament=t1');
    expect(eventLandingPath('t1', 'auction')).toBe('/admin?tournament=t1');
    expect(eventLandingPath('t1', 'scorer')).toBe('/tournament/t1/field-cards');
    expect(eventLandingPath('t1', 'contest')).toBe('/tournament/t1/my-stations');
  });
});
