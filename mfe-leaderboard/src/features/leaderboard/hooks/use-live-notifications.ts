import type { LiveEvent } from '@fairway/contracts/live-event';
import { readNotificationPreferences, showNotification } from '@fairway/ui';
import { useCallback, useRef } from 'react';
import { notificationFor, wanted } from '../model/live-notifications';

/**
 * Browser notifications from the stream, per the user's saved switches, never twice for one event (a
 * resumed stream or a snapshot may repeat it). Returns the handler for useTournamentEvents' onEvent.
 */
export function useLiveNotifications(tournamentName: string): (event: LiveEvent) => void {
  const shown = useRef(new Set<string>());
  return useCallback(
    (event: LiveEvent) => {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || event.id === 0) return;
      const notification = notificationFor(event, tournamentName);
      if (!notification || !wanted(notification, readNotificationPreferences())) return;
      const key = event.type === 'activity' ? event.data.id : `${event.type}:${event.id}`;
      if (shown.current.has(key)) return;
      shown.current.add(key);
      void showNotification(notification.type, { title: notification.title, body: notification.body }).catch(() => undefined);
    },
    [tournamentName],
  );
}
