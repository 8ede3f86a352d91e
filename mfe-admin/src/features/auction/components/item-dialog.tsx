import { fieldProblems, useRemoveAuctionPhoto, useSaveAuctionItem, useUploadAuctionPhoto } from '@fairway/api-client';
import type { AuctionItem } from '@fairway/contracts/auction';
import { toast } from '@fairway/ui/toast';
import { useState } from 'react';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormDialog } from '../../../shared/components/form-dialog';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { emptyItemForm, type ItemForm, itemFormOf } from '../model/item-form';
import { ItemFields } from './item-fields';
import { PhotosField } from './photos-field';

/** Add an item, or edit one (null: a new one). Photos chosen for a new item are uploaded once it is saved. */
export function ItemDialog({ tournamentId, item, onClose }: { tournamentId: string; item: AuctionItem | null; onClose: () => void }) {
  const save = useSaveAuctionItem();
  const upload = useUploadAuctionPhoto();
  const removePhoto = useRemoveAuctionPhoto();
  const draft = useDraftForm<ItemForm>(item ? itemFormOf(item) : emptyItemForm);
  const { form, errors, set } = draft;
  const [pending, setPending] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  // A new item saved whose photos did not all upload: the dialog stays open on it, and saving again edits it.
  const [created, setCreated] = useState<AuctionItem | null>(null);
  const current = item ?? created;

  const uploadAll = async (itemId: string, files: File[]) => {
    setUploading(true);
    try {
      for (const [index, photo] of files.entries()) {
        const withPhoto = await upload.mutateAsync({ tournamentId, itemId, photo });
        set('photos', withPhoto.photos);
        setPending(files.slice(index + 1));
      }
      return true;
    } catch {
      return false;
    } finally {
      setUploading(false);
    }
  };

  const addPhoto = async (file: File) => {
    if (!current) return setPending((files) => [...files, file]);
    setUploading(true);
    upload.mutate(
      { tournamentId, itemId: current.id, photo: file },
      { onSuccess: (saved) => set('photos', saved.photos), onSettled: () => setUploading(false) },
    );
  };

  const submit = async () => {
    const { itemRequest, serverFieldErrors } = await import('../model/item-request');
    draft.send(itemRequest(form), (request) =>
      save.mutate(
        { tournamentId, itemId: current?.id, item: request },
        {
          onSuccess: async (saved) => {
            if (!item) setCreated(saved);
            const uploaded = pending.length === 0 || (await uploadAll(saved.id, pending));
            toast({ title: current ? `${saved.title} is saved` : `${saved.title} is in the auction`, variant: 'success' });
            if (uploaded) onClose();
          },
          onError: (error) => draft.send({ errors: serverFieldErrors(form, fieldProblems(error)) }, () => undefined),
        },
      ),
    );
  };

  return (
    <FormDialog
      title={item ? `Edit ${item.title}` : 'Add item'}
      actionLabel={item ? 'Save item' : 'Add item'}
      busy={save.isPending || uploading}
      onAction={submit}
      onClose={onClose}
    >
      <ItemFields form={form} errors={errors} set={set} />
      <PhotosField
        photos={form.photos}
        pending={pending}
        busy={uploading || removePhoto.isPending}
        onAdd={(file) => void addPhoto(file)}
        onRemovePhoto={(index) =>
          set(
            'photos',
            form.photos.filter((_, at) => at !== index),
          )
        }
        onRemovePending={(index) => setPending((files) => files.filter((_, at) => at !== index))}
      />
      <FailureAlert text={save.failureText ?? upload.failureText ?? removePhoto.failureText} />
    </FormDialog>
  );
}
