import { fundraisingSlides, slideAt } from './fundraising-slides';

describe('fundraising slides', () => {
  it('shows only the slides with something in them, the donate code always', () => {
    expect(fundraisingSlides({ gifts: 0, sponsors: 0, pledges: 0 })).toEqual(['donate']);
    expect(fundraisingSlides({ gifts: 3, sponsors: 2, pledges: 1 })).toEqual(['donors', 'sponsor', 'pledges', 'donate']);
    expect(fundraisingSlides({ gifts: 0, sponsors: 0, pledges: 0, contests: 1, skins: 1 })).toEqual(['contests', 'skins', 'donate']);
  });

  it('moves to the next sponsor each time the sponsor slide comes round', () => {
    const slides = fundraisingSlides({ gifts: 1, sponsors: 2, pledges: 0 });
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((turn) => slideAt(turn, slides, 3))).toEqual([
      { slide: 'donors', sponsorIndex: 0, contestPage: 0 },
      { slide: 'sponsor', sponsorIndex: 0, contestPage: 0 },
      { slide: 'donate', sponsorIndex: 0, contestPage: 0 },
      { slide: 'donors', sponsorIndex: 1, contestPage: 0 },
      { slide: 'sponsor', sponsorIndex: 1, contestPage: 0 },
      { slide: 'donate', sponsorIndex: 1, contestPage: 0 },
      { slide: 'donors', sponsorIndex: 2, contestPage: 0 },
      { slide: 'sponsor', sponsorIndex: 2, contestPage: 0 },
    ]);
  });

  it('gives each page of contest leaders a slide of its own, so every leader comes round each time', () => {
    const slides = fundraisingSlides({ gifts: 1, sponsors: 0, pledges: 0, contests: 3 });
    expect(slides).toEqual(['donors', 'contests', 'contests', 'contests', 'donate']);
    expect([0, 1, 2, 3, 4, 6].map((turn) => slideAt(turn, slides, 0))).toEqual([
      { slide: 'donors', sponsorIndex: 0, contestPage: 0 },
      { slide: 'contests', sponsorIndex: 0, contestPage: 0 },
      { slide: 'contests', sponsorIndex: 0, contestPage: 1 },
      { slide: 'contests', sponsorIndex: 0, contestPage: 2 },
      { slide: 'donate', sponsorIndex: 0, contestPage: 0 },
      { slide: 'contests', sponsorIndex: 0, contestPage: 0 },
    ]);
  });
});
