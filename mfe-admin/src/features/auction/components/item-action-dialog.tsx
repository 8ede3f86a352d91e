import { useCloseAuctionItem, useDeleteAuctionItem, useSaveAuctionItem } from '@fairway/api-client';
import type { AuctionItem } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { toast } from '@fairway/ui/toast';
import { itemRequestOf } from '../model/item-form';
import { ConfirmDialog } from './confirm-dialog';

export type ConfirmedAction = 'close' | 'withdraw' | 'delete';

const words = {
  close: { title: 'Close now', question: auctionAdminTexts.closeConfirm, done: (title: string) => `${title} is closed` },
  withdraw: { title: 'Withdraw item', question: auctionAdminTexts.withdrawConfirm, done: (title: string) => `${title} is withdrawn` },
  delete: { title: 'Delete item', question: auctionAdminTexts.deleteConfirm, done: (title: string) => `${title} is deleted` },
} as const;

/** Close now, withdraw or delete, each asked first. */
export function ItemActionDialog({
  tournamentId,
  item,
  action,
  onClose,
}: {
  tournamentId: string;
  item: AuctionItem;
  action: ConfirmedAction;
  onClose: () => void;
}) {
  const close = useCloseAuctionItem();
  const save = useSaveAuctionItem({ failure: auctionAdminTexts.withdrawFailed });
  const remove = useDeleteAuctionItem();
  const mutation = { close, withdraw: save, delete: remove }[action];
  const done = {
    onSuccess: () => {
      toast({ title: words[action].done(item.title), variant: 'success' });
      onClose();
    },
  };
  const confirm = () => {
    const target = { tournamentId, itemId: item.id };
    if (action === 'close') close.mutate(target, done);
    else if (action === 'withdraw') save.mutate({ ...target, item: itemRequestOf(item, { status: 'withdrawn' }) }, done);
    else remove.mutate(target, done);
  };
  return (
    <ConfirmDialog
      title={words[action].title}
      actionLabel={words[action].title}
      danger
      busy={mutation.isPending}
      failure={mutation.failureText}
      onConfirm={confirm}
      onClose={onClose}
    >
      {words[action].question(item.title)}
    </ConfirmDialog>
  );
}
