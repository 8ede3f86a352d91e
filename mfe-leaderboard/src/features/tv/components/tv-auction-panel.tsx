import { serverClockOffsetMs } from '@fairway/api-client';
import type { AuctionCatalogue, AuctionSale } from '@fairway/contracts/auction';
import { formatRaised } from '@fairway/golf/fundraising';
import { QrCode } from '@fairway/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNow } from '../../../shared/hooks/use-now';
import { auctionUrl } from '../../../shared/model/tournament-links';
import { useFitToBox } from '../hooks/use-fit-to-box';
import { useRotation } from '../hooks/use-rotation';
import { type AuctionClock, type AuctionPage, auctionClock, auctionPages, type TvAuctionItem } from '../model/auction-pages';
import { clockText, closeText, timeLeftText, URGENT_MS } from '../model/auction-time';
import { TvFundANeed } from './tv-fund-a-need';
import type { AuctionStart } from './tv-main-panel';
import styles from './tv-auction-panel.module.css';

const PAGE_SECONDS = 10;
/** A page of this many rows or fewer has room for long titles on two lines. */
const ROOMY_ROWS = 5;
/** In the auction's last minutes the panel keeps the screen, its pages going round, until the close. */
const HOLDS_SCREEN_MS = 5 * 60_000;

/** "Bidder 104", or "Bidder 104 +2" when several win (the best first). */
export function leadersText(leaders: readonly string[]): string {
  return leaders.length > 1 ? `${leaders[0]} +${leaders.length - 1}` : (leaders[0] ?? '');
}

function pageTitle(page: AuctionPage, catalogue: AuctionCatalogue): string {
  if (page.kind === 'closing-soon') return page.count > 1 ? `Closing soon · ${page.index + 1} of ${page.count}` : 'Closing soon';
  if (page.kind === 'no-bids') return 'No bids yet: be the first';
  if (page.kind === 'sold') return 'Sold';
  return catalogue.fundANeed?.title || 'Fund-a-need';
}

function Countdown({ clock, now }: { clock: AuctionClock; now: number }) {
  const reading =
    clock.kind === 'open' && clock.closesAt !== null
      ? closeText(clock.closesAt - now, clock.closesAt)
      : clock.kind === 'upcoming'
        ? { label: 'Bidding opens', value: clock.opensAt === null ? 'Soon' : clockText(clock.opensAt) }
        : clock.kind === 'open'
          ? { label: 'Bidding', value: 'Open' }
          : { label: 'Bidding', value: 'Closed' };
  const urgent = clock.kind === 'open' && clock.closesAt !== null && clock.closesAt - now < URGENT_MS;
  return (
    <div className={styles.countdown} data-urgent={urgent} role="timer" aria-label={`${reading.label} ${reading.value}`}>
      <p className={styles.countdownLabel}>{clock.kind === 'open' && clock.extended ? `Extended · ${reading.label.toLowerCase()}` : reading.label}</p>
      <p className={styles.countdownValue}>{reading.value}</p>
    </div>
  );
}

function timeCell(item: TvAuctionItem, now: number, opensAt: string | null): string {
  if (item.phase === 'upcoming') return opensAt ? `Opens ${clockText(Date.parse(opensAt))}` : 'Opens soon';
  if (item.phase !== 'open') return item.phase === 'sold' ? 'Sold' : 'Closed';
  return item.closesAtMs === null ? 'Open' : timeLeftText(item.closesAtMs - now);
}

/** On the "No bids yet" page the heading says it: the leader's column stays empty. */
function ItemRows({ items, now, opensAt, cold }: { items: readonly TvAuctionItem[]; now: number; opensAt: string | null; cold: boolean }) {
  return (
    <>
      {items.map((item) => {
        const bids = item.bidCount > 0 && item.currentPriceCents !== null;
        const urgent = item.phase === 'open' && item.closesAtMs !== null && item.closesAtMs - now < URGENT_MS;
        return (
          <li key={item.id} className={styles.row} data-urgent={urgent}>
            <span className={styles.item}>{item.title}</span>
            <span className={styles.amount} data-start={!bids}>
              {formatRaised(bids ? item.currentPriceCents! : item.startingBidCents)}
            </span>
            <span className={styles.leader} data-none={!bids}>
              {bids ? leadersText(item.leaders) : cold ? '' : 'No bids yet'}
            </span>
            <span className={styles.time}>{timeCell(item, now, opensAt)}</span>
          </li>
        );
      })}
    </>
  );
}

function SoldRows({ sales }: { sales: readonly AuctionSale[] }) {
  return (
    <>
      {sales.map((sale) => (
        <li key={`${sale.itemId}@${sale.soldAt}`} className={styles.row}>
          <span className={styles.item}>{sale.title}</span>
          <span className={styles.amount}>{formatRaised(sale.priceCents)}</span>
          <span className={styles.leader}>{leadersText(sale.winners)}</span>
          <span className={styles.time}>{sale.soldAt ? clockText(Date.parse(sale.soldAt)) : 'Sold'}</span>
        </li>
      ))}
    </>
  );
}

const HEADINGS: Record<'closing-soon' | 'no-bids' | 'sold', [string, string, string]> = {
  'closing-soon': ['Bid', 'Leader', 'Time left'],
  'no-bids': ['Starting bid', '', 'Time left'],
  sold: ['Price', 'Winner', 'Sold at'],
};

/** The page's rows as one fitted list: ten rows of long titles and $1,000,000 bids at 720p, the type gives way. */
function ItemList({ page, now, opensAt }: { page: Exclude<AuctionPage, { kind: 'fund-a-need' }>; now: number; opensAt: string | null }) {
  const box = useRef<HTMLOListElement>(null);
  const rows = page.kind === 'sold' ? page.sales.map((sale) => sale.itemId) : page.items.map((item) => item.id);
  useFitToBox(box, `${page.kind}:${rows.join(',')}`);
  const [amount, leader, time] = HEADINGS[page.kind];
  return (
    <ol className={styles.rows} ref={box} aria-label={pageTitleLabel(page)} data-roomy={rows.length <= ROOMY_ROWS}>
      <li className={`${styles.row} ${styles.headRow}`} aria-hidden="true">
        <span className={styles.item}>Item</span>
        <span className={styles.amount}>{amount}</span>
        <span className={styles.leader}>{leader}</span>
        <span className={styles.time}>{time}</span>
      </li>
      {page.kind === 'sold' ? <SoldRows sales={page.sales} /> : <ItemRows items={page.items} now={now} opensAt={opensAt} cold={page.kind === 'no-bids'} />}
    </ol>
  );
}

const pageTitleLabel = (page: AuctionPage) => (page.kind === 'sold' ? 'Sold items' : page.kind === 'no-bids' ? 'Items with no bids yet' : 'Items closing soon');

interface Props {
  catalogue: AuctionCatalogue;
  tournamentId: string;
  start: AuctionStart;
  /** Called after the last page has had its time. */
  onDone: () => void;
}

/**
 * The silent auction on the TV: the items ten a page, closing soonest first, then those with no bid yet, the
 * sales and the fund-a-need's thermometer, 10 s a page, under a big countdown to the close and a code to bid.
 * Done after its last page, except in the auction's last five minutes: then it keeps the screen to the close.
 */
export function TvAuctionPanel({ catalogue, tournamentId, start, onDone }: Props) {
  // The server decides the close: the countdown runs on its clock (the TV's own may be minutes off).
  const now = useNow(1000) + serverClockOffsetMs();
  const pages = useMemo(() => auctionPages(catalogue, now), [catalogue, now]);
  const clock = auctionClock(catalogue, now);
  const { turn } = useRotation(PAGE_SECONDS);
  const [first] = useState(() =>
    start === 'fund-a-need'
      ? Math.max(
          0,
          pages.findIndex((page) => page.kind === 'fund-a-need'),
        )
      : 0,
  );
  const holds = clock.kind === 'open' && clock.closesAt !== null && clock.closesAt - now < HOLDS_SCREEN_MS;
  const index = holds ? (first + turn) % Math.max(1, pages.length) : first + turn;
  const page = pages[Math.min(index, pages.length - 1)];
  const done = !holds && index >= pages.length;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  if (!page) return null;
  return (
    <section className={styles.panel} aria-label="Silent auction" data-page={page.kind}>
      <header className={styles.head}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{page.kind === 'fund-a-need' ? 'Fund-a-need' : 'Silent auction'}</p>
          <h2 className={styles.title}>{pageTitle(page, catalogue)}</h2>
        </div>
        <Countdown clock={clock} now={now} />
        <div className={styles.scan}>
          <QrCode value={auctionUrl(tournamentId)} label="QR code to bid in the auction" size={96} />
          <p>Scan to bid</p>
        </div>
      </header>
      {page.kind === 'fund-a-need' ? (
        catalogue.fundANeed && <TvFundANeed fundANeed={catalogue.fundANeed} />
      ) : (
        <ItemList page={page} now={now} opensAt={catalogue.settings.opensAt} />
      )}
      {pages.length > 1 && (
        <ol className={styles.dots} aria-hidden="true">
          {pages.map((each, slot) => (
            <li key={`${each.kind}-${slot}`} data-current={slot === Math.min(index, pages.length - 1)} />
          ))}
        </ol>
      )}
    </section>
  );
}
