import { type AuthUser, userInitial } from '@fairway/auth';
import { useState } from 'react';
import styles from './user-menu.module.css';

/** The user's photo, or their initial on a green disc when there is none (or it fails to load). */
export function UserAvatar({ user, size }: { user: AuthUser; size: 'small' | 'large' }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const className = `${styles.avatar} ${size === 'large' ? styles.avatarLarge : ''}`;
  if (user.photoURL && !photoFailed) {
    return <img className={className} src={user.photoURL} alt="" referrerPolicy="no-referrer" onError={() => setPhotoFailed(true)} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {userInitial(user)}
    </span>
  );
}
