import styles from './item-photo.module.css';

/** An item's photo, or a quiet placeholder (a wrapped gift) when it has none. */
export function ItemPhoto({ src, title, size = 'thumb' }: { src: string | undefined; title: string; size?: 'thumb' | 'hero' }) {
  const className = `${styles.photo} ${styles[size]}`;
  if (src) return <img className={className} src={src} alt={size === 'hero' ? title : ''} loading="lazy" decoding="async" />;
  return (
    <div className={`${className} ${styles.placeholder}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size === 'hero' ? 56 : 28} height={size === 'hero' ? 56 : 28}>
        <path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7zM12 7c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7z" />
      </svg>
    </div>
  );
}
