import { useState } from 'react';
import { ItemPhoto } from './item-photo';
import styles from './photo-gallery.module.css';

/** The item's photos, swiped sideways (scroll snap), with a dot per photo; one placeholder when it has none. */
export function PhotoGallery({ photos, title }: { photos: readonly string[]; title: string }) {
  const [shown, setShown] = useState(0);
  if (photos.length <= 1) return <ItemPhoto src={photos[0]} title={title} size="hero" />;
  return (
    <div className={styles.gallery}>
      <div
        className={styles.track}
        aria-label={`${title}: ${photos.length} photos`}
        role="group"
        onScroll={(event) => setShown(Math.round(event.currentTarget.scrollLeft / Math.max(1, event.currentTarget.clientWidth)))}
      >
        {photos.map((photo, index) => (
          <div key={photo} className={styles.slide}>
            <ItemPhoto src={photo} title={`${title}, photo ${index + 1} of ${photos.length}`} size="hero" />
          </div>
        ))}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {photos.map((photo, index) => (
          <span key={photo} className={index === shown ? styles.current : ''} />
        ))}
      </div>
    </div>
  );
}
