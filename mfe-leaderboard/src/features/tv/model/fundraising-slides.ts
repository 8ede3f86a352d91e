export type FundraisingSlide = 'donors' | 'sponsor' | 'pledges' | 'contests' | 'skins' | 'donate';

interface Available {
  gifts: number;
  sponsors: number;
  pledges: number;
  /** Pages of contest leaders (see contestPages). */
  contests?: number;
  /** Skins games with a skin won. */
  skins?: number;
}

/** The slides with something to show, in their order (the contest leaders once per page); the donate code is always there. */
export function fundraisingSlides({ gifts, sponsors, pledges, contests = 0, skins = 0 }: Available): FundraisingSlide[] {
  return [
    ...(gifts > 0 ? (['donors'] as const) : []),
    ...(sponsors > 0 ? (['sponsor'] as const) : []),
    ...(pledges > 0 ? (['pledges'] as const) : []),
    ...Array.from({ length: contests }, () => 'contests' as const),
    ...(skins > 0 ? (['skins'] as const) : []),
    'donate',
  ];
}

/**
 * Which slide shows at this turn of the rotation, which of the weighted sponsors when it is theirs (the next
 * one each round), and which page of the contest leaders when it is a contests slide (each has its own).
 */
export function slideAt(
  turn: number,
  slides: readonly FundraisingSlide[],
  sponsorCount: number,
): { slide: FundraisingSlide; sponsorIndex: number; contestPage: number } {
  const slot = turn % slides.length;
  const slide = slides[slot]!;
  const round = Math.floor(turn / slides.length);
  return { slide, sponsorIndex: sponsorCount > 0 ? round % sponsorCount : 0, contestPage: slide === 'contests' ? slot - slides.indexOf('contests') : 0 };
}
