export type FundraisingSlide = 'donors' | 'sponsor' | 'pledges' | 'contests' | 'skins' | 'donate';

interface Available {
  gifts: number;
  sponsors: number;
  pledges: number;
  /** Contests with a leader in at least one division. */
  contests?: number;
  /** Skins games with a skin won. */
  skins?: number;
}

/** The slides with something to show, in their order; the donate code is always there. */
export function fundraisingSlides({ gifts, sponsors, pledges, contests = 0, skins = 0 }: Available): FundraisingSlide[] {
  return [
    ...(gifts > 0 ? (['donors'] as const) : []),
    ...(sponsors > 0 ? (['sponsor'] as const) : []),
    ...(pledges > 0 ? (['pledges'] as const) : []),
    ...(contests > 0 ? (['contests'] as const) : []),
    ...(skins > 0 ? (['skins'] as const) : []),
    'donate',
  ];
}

/** Which slide shows at this turn of the rotation, and which of the weighted sponsors when it is theirs. */
export function slideAt(turn: number, slides: readonly FundraisingSlide[], sponsorCount: number): { slide: FundraisingSlide; sponsorIndex: number } {
  const slide = slides[turn % slides.length]!;
  const round = Math.floor(turn / slides.length);
  return { slide, sponsorIndex: sponsorCount > 0 ? round % sponsorCount : 0 };
}
