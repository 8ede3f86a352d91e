import { useBirdiePledges, useContests, useDonorWall, useSkinsBoard, useSponsors } from '@fairway/api-client';
import type { PublicGift } from '@fairway/contracts/gift';
import type { PublicSponsor } from '@fairway/contracts/sponsor';
import { QrCode } from '@fairway/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { donateUrl } from '../../../shared/model/donate-links';
import { donorLabel, giftAmount } from '../../../shared/model/gift-text';
import { useOnChange } from '../hooks/use-on-change';
import { nextTurnShowing, useRotation } from '../hooks/use-rotation';
import { contestPages, contestsWithLeaders, leadersSignature, pageWithNewLeader, skinsSignature, wonSkinsGames } from '../model/contest-slides';
import { type FundraisingSlide, fundraisingSlides, slideAt } from '../model/fundraising-slides';
import { sponsorRotation } from '../model/sponsor-rotation';
import styles from './tv-fundraising-panel.module.css';

// Loaded when a contest first has a leader or a skin is first won: most of the day's TV never needs them.
const ContestLeadersSlide = lazy(() => import('./tv-contest-slides').then((module) => ({ default: module.ContestLeadersSlide })));
const SkinsSlide = lazy(() => import('./tv-contest-slides').then((module) => ({ default: module.SkinsSlide })));

const SLIDE_SECONDS = 10;
const GIFTS_SHOWN = 5;

function Donors({ gifts }: { gifts: readonly PublicGift[] }) {
  return (
    <>
      <p className={styles.heading}>Thank you, donors</p>
      <ol className={styles.gifts}>
        {gifts.slice(0, GIFTS_SHOWN).map((gift) => (
          <li key={gift.id}>
            <span className={styles.donor}>{donorLabel(gift)}</span>
            <span className={styles.amount}>{giftAmount(gift.amount)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** "Gold sponsor"; a tier already named "Hole sponsor" is not made "Hole sponsor sponsor". */
function sponsorHeading(tierName: string | null): string {
  if (!tierName) return 'Thanks to our sponsor';
  return /sponsor$/i.test(tierName) ? tierName : `${tierName} sponsor`;
}

function Sponsor({ sponsor }: { sponsor: PublicSponsor }) {
  return (
    <>
      <p className={styles.heading}>{sponsorHeading(sponsor.tierName)}</p>
      <div className={styles.sponsor}>
        {sponsor.logoUrl && <img className={styles.logo} src={sponsor.logoUrl} alt="" />}
        <p className={styles.sponsorName}>{sponsor.name}</p>
        {sponsor.holes.length > 0 && (
          <p className={styles.note}>{sponsor.holes.length === 1 ? `Hole ${sponsor.holes[0]}` : `Holes ${sponsor.holes.join(', ')}`}</p>
        )}
      </div>
    </>
  );
}

function Pledges({ totalDue, count }: { totalDue: number; count: number }) {
  return (
    <>
      <p className={styles.heading}>Birdie pledges</p>
      <div className={styles.pledges}>
        <p className={styles.total}>{giftAmount(totalDue)}</p>
        <p className={styles.note}>
          from {count} {count === 1 ? 'pledge' : 'pledges'}: every birdie adds more
        </p>
      </div>
    </>
  );
}

function Donate({ tournamentId, charityName }: { tournamentId: string; charityName: string }) {
  return (
    <div className={styles.donate}>
      <QrCode value={donateUrl(tournamentId)} label={`QR code to donate to ${charityName}`} size={150} />
      <p>Scan to donate or pledge per birdie</p>
    </div>
  );
}

/**
 * The TV's fundraising corner: donors, sponsors (a title sponsor more often than a hole sponsor), the birdie
 * pledge total, the contest leaders, the skins won and the donate code in turn, every 10 seconds. It keeps the space it is given whatever it shows.
 */
export function TvFundraisingPanel({ tournamentId, charityName }: { tournamentId: string; charityName: string }) {
  const wall = useDonorWall(tournamentId).data;
  const sponsors = useSponsors(tournamentId).data;
  const pledges = useBirdiePledges(tournamentId).data;
  const contestsData = useContests(tournamentId).data;
  // null: no skins set up yet (still followed: they can be set up while the TV is on).
  const skinsBoard = useSkinsBoard(tournamentId).data;
  const rotation = useMemo(() => sponsorRotation(sponsors ?? []), [sponsors]);
  const contests = useMemo(() => contestsWithLeaders(contestsData), [contestsData]);
  const pages = useMemo(() => contestPages(contests), [contests]);
  const skins = useMemo(() => wonSkinsGames(skinsBoard ?? undefined), [skinsBoard]);
  const gifts = wall?.latest ?? [];
  const slides = fundraisingSlides({
    gifts: gifts.length,
    sponsors: rotation.length,
    pledges: pledges?.pledges.length ?? 0,
    contests: pages.length,
    skins: skins.length,
  });
  const { turn, jumpTo } = useRotation(SLIDE_SECONDS);
  const [featured, setFeatured] = useState<{ sponsorId: string; turn: number }>();
  const { slide, sponsorIndex, contestPage } = slideAt(turn, slides, rotation.length);
  const sponsor = (featured?.turn === turn && rotation.find((each) => each.id === featured.sponsorId)) || rotation[sponsorIndex];
  // A new gift, sponsor, pledge, contest leader or skin, or a birdie that moves the pledges, is shown as it
  // happens, not when its turn comes.
  const announce = (shown: FundraisingSlide, page = 0) => {
    const slot = slides.indexOf(shown) + page;
    if (slides[slot] !== shown) return undefined;
    jumpTo(slot, slides.length);
    return nextTurnShowing(turn, slot, slides.length);
  };
  useOnChange(wall ? (gifts[0]?.id ?? 'none') : undefined, () => announce('donors'));
  useOnChange(pledges && `${pledges.pledges.length} ${pledges.totalDue}`, () => announce('pledges'));
  useOnChange(skinsBoard === undefined ? undefined : skinsSignature(skins), () => announce('skins'));
  useOnChange(contestsData ? leadersSignature(contests) : undefined, (before) => announce('contests', Math.max(0, pageWithNewLeader(pages, before))));
  useOnChange(sponsors?.map((each) => each.id).join(' '), (before) => {
    const added = sponsors?.find((each) => !before.split(' ').includes(each.id));
    if (!added) return;
    const turnShown = announce('sponsor');
    if (turnShown !== undefined) setFeatured({ sponsorId: added.id, turn: turnShown });
  });
  return (
    <section className={styles.panel} aria-label="Fundraising" data-slide={slide}>
      {slide === 'donors' && <Donors gifts={gifts} />}
      {slide === 'sponsor' && sponsor && <Sponsor sponsor={sponsor} />}
      {slide === 'pledges' && pledges && <Pledges totalDue={pledges.totalDue} count={pledges.pledges.length} />}
      <Suspense fallback={null}>
        {slide === 'contests' && pages[contestPage] && <ContestLeadersSlide page={pages[contestPage]} />}
        {slide === 'skins' && <SkinsSlide games={skins} />}
      </Suspense>
      {slide === 'donate' && <Donate tournamentId={tournamentId} charityName={charityName} />}
      {slides.length > 1 && (
        <ol className={styles.dots} aria-hidden="true">
          {slides.map((name, slot) => (
            <li key={`${name}-${slot}`} data-current={slot === turn % slides.length} />
          ))}
        </ol>
      )}
    </section>
  );
}
