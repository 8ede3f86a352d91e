import { useCallback, useState } from 'react';
import { defaultNotificationPreferences, type NotificationPreferences, notificationPreferencesFrom } from '@fairway/contracts/notification-preferences';

export const notificationPreferencesStorageKey = 'fairway-fund:notification-preferences';

/** Saved switches, with the defaults for anything missing, unreadable or unparseable. */
export function readNotificationPreferences(): NotificationPreferences {
  try {
    const saved = localStorage.getItem(notificationPreferencesStorageKey);
    return notificationPreferencesFrom(saved ? JSON.parse(saved) : {});
  } catch {
    return { ...defaultNotificationPreferences };
  }
}

function save(preferences: NotificationPreferences): void {
  try {
    localStorage.setItem(notificationPreferencesStorageKey, JSON.stringify(preferences));
  } catch {
    // Storage can be full or blocked (private browsing): the switch still works for this visit.
  }
}

export function useNotificationPreferences(): [NotificationPreferences, (key: keyof NotificationPreferences, on: boolean) => void] {
  const [preferences, setPreferences] = useState(readNotificationPreferences);
  const setPreference = useCallback((key: keyof NotificationPreferences, on: boolean) => {
    setPreferences((current) => {
      const next = { ...current, [key]: on };
      save(next);
      return next;
    });
  }, []);
  return [preferences, setPreference];
}
