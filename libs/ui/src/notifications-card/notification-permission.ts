import { useCallback, useState } from 'react';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function readNotificationPermission(): NotificationPermissionState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The browser's notification permission and a way to ask for it (only from a click, as browsers require). */
export function useNotificationPermission(): [NotificationPermissionState, () => Promise<void>] {
  const [permission, setPermission] = useState(readNotificationPermission);
  const request = useCallback(async () => {
    if (readNotificationPermission() === 'unsupported') return;
    setPermission(await Notification.requestPermission());
  }, []);
  return [permission, request];
}
