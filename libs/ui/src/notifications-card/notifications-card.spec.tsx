import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationPreferencesStorageKey } from './notification-preferences';
import { NotificationsCard } from './notifications-card';

interface Shown {
  title: string;
  options: NotificationOptions;
  closed: boolean;
}

function installNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: Shown[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = jest.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    private readonly record: Shown;
    constructor(title: string, options: NotificationOptions) {
      this.record = { title, options, closed: false };
      shown.push(this.record);
    }
    close() {
      this.record.closed = true;
    }
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  return { shown, requestPermission: FakeNotification.requestPermission };
}

function switchFor(name: string) {
  return screen.getByRole('switch', { name });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'Notification');
  localStorage.clear();
  jest.useRealTimers();
});

describe('NotificationsCard', () => {
  it('says so where the browser has no notifications', () => {
    render(<NotificationsCard />);
    expect(screen.getByRole('alert').textContent).toBe('Push notifications are not supported in your browser');
  });

  it('offers to enable them, and shows the switches once allowed', async () => {
    const { requestPermission } = installNotifications('default', 'granted');
    render(<NotificationsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Enable Notifications' }));
    await screen.findByRole('switch', { name: 'Leader changes' });
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('explains how to unblock them when the offer is refused', async () => {
    installNotifications('default', 'denied');
    render(<NotificationsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Enable Notifications' }));
    await screen.findByText(/Notifications are blocked for this site/);
    expect(screen.queryByRole('button', { name: 'Enable Notifications' })).toBeNull();
  });

  it('starts with the defaults: leader changes on, new scores off, milestones on, updates on', () => {
    installNotifications('granted');
    render(<NotificationsCard />);
    expect(switchFor('Leader changes').getAttribute('aria-checked')).toBe('true');
    expect(switchFor('New scores').getAttribute('aria-checked')).toBe('false');
    expect(switchFor('Charity milestones').getAttribute('aria-checked')).toBe('true');
    expect(switchFor('Tournament updates').getAttribute('aria-checked')).toBe('true');
  });

  it('remembers the switches across visits', async () => {
    installNotifications('granted');
    const { unmount } = render(<NotificationsCard />);
    await userEvent.click(switchFor('New scores'));
    await userEvent.click(switchFor('Leader changes'));
    expect(JSON.parse(localStorage.getItem(notificationPreferencesStorageKey) ?? '{}')).toMatchObject({ newScores: true, leaderChanges: false });
    unmount();
    render(<NotificationsCard />);
    expect(switchFor('New scores').getAttribute('aria-checked')).toBe('true');
    expect(switchFor('Leader changes').getAttribute('aria-checked')).toBe('false');
  });

  it('falls back to the defaults when the saved switches are unreadable', () => {
    installNotifications('granted');
    localStorage.setItem(notificationPreferencesStorageKey, '{not json');
    render(<NotificationsCard />);
    expect(switchFor('Leader changes').getAttribute('aria-checked')).toBe('true');
  });

  it('shows a test notification tagged with the product prefix that closes itself after 6 seconds', async () => {
    jest.useFakeTimers();
    const { shown } = installNotifications('granted');
    render(<NotificationsCard tournamentName="Spring Classic" />);
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Test charity milestones notification' }));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({ title: 'Charity milestone!', options: { tag: 'Fairway Fund-charity_milestone' }, closed: false });
    expect(shown[0]?.options.body).toContain('Spring Classic');
    act(() => void jest.advanceTimersByTime(5_999));
    expect(shown[0]?.closed).toBe(false);
    act(() => void jest.advanceTimersByTime(1));
    expect(shown[0]?.closed).toBe(true);
  });

  it('only tests types that are switched on', async () => {
    installNotifications('granted');
    render(<NotificationsCard />);
    expect((screen.getByRole('button', { name: 'Test new scores notification' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(switchFor('New scores'));
    expect((screen.getByRole('button', { name: 'Test new scores notification' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
