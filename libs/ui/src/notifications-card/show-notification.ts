import type { NotificationType } from '@fairway/contracts';

/** Notifications close themselves after 6 seconds and carry the product's tag prefix. */
export const notificationAutoCloseMs = 6_000;
export const notificationTagPrefix = 'Fairway Fund';

export interface NotificationText {
  title: string;
  body: string;
}

export function notificationTag(type: NotificationType): string {
  return `${notificationTagPrefix}-${type}`;
}

// Chrome on Android refuses `new Notification()`: there, only the service worker may show one.
async function showThroughServiceWorker(title: string, options: NotificationOptions): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) throw new Error('Notifications need a service worker on this browser');
  await registration.showNotification(title, options);
  setTimeout(async () => {
    const shown = await registration.getNotifications({ tag: options.tag });
    shown.forEach((notification) => notification.close());
  }, notificationAutoCloseMs);
}

/** Shows a browser notification of the given type; replaces an earlier one of the same type (same tag). */
export async function showNotification(type: NotificationType, { title, body }: NotificationText, icon?: string): Promise<void> {
  const options: NotificationOptions = { body, tag: notificationTag(type), ...(icon ? { icon } : {}) };
  try {
    const notification = new Notification(title, options);
    setTimeout(() => notification.close(), notificationAutoCloseMs);
  } catch {
    await showThroughServiceWorker(title, options);
  }
}
