import { Button } from 'antd';
import { useId } from 'react';
import styles from './auction.module.css';

const maxPhotos = 4;

interface PhotosFieldProps {
  /** The item's photos (served URLs). */
  photos: string[];
  /** Files chosen for an item not saved yet: uploaded once it is. */
  pending: File[];
  busy: boolean;
  onAdd: (file: File) => void;
  onRemovePhoto: (index: number) => void;
  onRemovePending: (index: number) => void;
}

/** Up to 4 photos: those the item has, with Remove, and Add photo (PNG, JPEG or WebP). */
export function PhotosField({ photos, pending, busy, onAdd, onRemovePhoto, onRemovePending }: PhotosFieldProps) {
  const id = useId();
  const room = photos.length + pending.length < maxPhotos;
  return (
    <fieldset className={`${styles.wide} ${styles.photoSet}`} aria-describedby={`${id}-hint`}>
      <legend className={styles.title}>Photos</legend>
      <p id={`${id}-hint`} className={styles.meta}>
        Up to {maxPhotos}: PNG, JPEG or WebP. The first is the one guests see in the catalogue.
      </p>
      <div className={styles.photos}>
        {photos.map((url, index) => (
          <div key={url} className={styles.photo}>
            <img src={url} alt={`Photo ${index + 1}`} />
            <Button size="small" onClick={() => onRemovePhoto(index)}>
              Remove
            </Button>
          </div>
        ))}
        {pending.map((file, index) => (
          <div key={`${file.name}-${index}`} className={styles.photo}>
            <span className={styles.meta}>{file.name}</span>
            <Button size="small" onClick={() => onRemovePending(index)}>
              Remove
            </Button>
          </div>
        ))}
      </div>
      {room && (
        <label className={`ff-pill-button ${styles.addPhoto}`} aria-busy={busy}>
          {busy ? 'Uploading…' : 'Add photo'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            className={styles.fileInput}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onAdd(file);
            }}
          />
        </label>
      )}
    </fieldset>
  );
}
