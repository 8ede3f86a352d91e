import { useAuctionItems } from '@fairway/api-client';
import type { AuctionItem } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { Button, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { useNow } from '../hooks/use-now';
import type { ConfirmedAction } from './item-action-dialog';
import { type ItemAction, ItemRow } from './item-row';

// The dialogs load when first opened.
const ItemDialog = lazy(() => import('./item-dialog').then((module) => ({ default: module.ItemDialog })));
const ItemActionDialog = lazy(() => import('./item-action-dialog').then((module) => ({ default: module.ItemActionDialog })));
const ExtendDialog = lazy(() => import('./extend-dialog').then((module) => ({ default: module.ExtendDialog })));

type Acting = { item: AuctionItem; action: ItemAction } | { item: null; action: 'edit' };

/** The live list of items: what each is at, who leads, how long is left; add, edit, close, extend, withdraw, delete. */
export function ItemsSection({ tournamentId }: { tournamentId: string }) {
  const items = useAuctionItems(tournamentId);
  const now = useNow();
  const [acting, setActing] = useState<Acting | null>(null);
  const done = () => setActing(null);

  return (
    <section className={panel.section} aria-labelledby="auction-items-heading">
      <header className={panel.pageHead}>
        <div>
          <h3 id="auction-items-heading" className={panel.sectionHeading}>
            Items
          </h3>
          <p className={panel.muted}>Prices, leaders and time left update as guests bid.</p>
        </div>
        <Button type="primary" onClick={() => setActing({ item: null, action: 'edit' })}>
          Add item
        </Button>
      </header>
      {items.isPending && <Skeleton active />}
      {items.isError && <ReadFailure failure={auctionAdminTexts.itemsFetchFailed} error={items.error} onRetry={items.refetch} />}
      {items.data?.length === 0 && <Empty description={auctionAdminTexts.noItems} />}
      {items.data && items.data.length > 0 && (
        <ul className={panel.list} aria-label="Auction items">
          {items.data.map((item) => (
            <ItemRow key={item.id} item={item} now={now} onAction={(action) => setActing({ item, action })} />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {acting?.action === 'edit' && <ItemDialog tournamentId={tournamentId} item={acting.item} onClose={done} />}
        {acting?.item && acting.action === 'extend' && <ExtendDialog tournamentId={tournamentId} item={acting.item} onClose={done} />}
        {acting?.item && isConfirmed(acting.action) && (
          <ItemActionDialog tournamentId={tournamentId} item={acting.item} action={acting.action} onClose={done} />
        )}
      </Suspense>
    </section>
  );
}

const isConfirmed = (action: ItemAction): action is ConfirmedAction => action === 'close' || action === 'withdraw' || action === 'delete';
