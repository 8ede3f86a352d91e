import { jest } from '@jest/globals';
import { defaultToastDuration, dismissToast, pauseToast, resumeToast, toast, useCurrentToast } from './toast-store';
import { act, renderHook } from '@testing-library/react';

describe('the toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the one showing', () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => void toast({ title: 'Team saved!', variant: 'success' }));
    expect(result.current).toMatchObject({ title: 'Team saved!', variant: 'success' });
    act(() => void toast({ title: 'Error saving team', description: 'Please try again.', variant: 'destructive' }));
    expect(result.current).toMatchObject({ title: 'Error saving team', description: 'Please try again.', variant: 'destructive' });
  });

  it('disappears after 5000 ms by default, or after its own duration', () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => void toast({ title: 'Invite code copied!' }));
    expect(result.current?.duration).toBe(defaultToastDuration);
    act(() => jest.advanceTimersByTime(defaultToastDuration - 1));
    expect(result.current).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBeNull();
    act(() => void toast({ title: 'Quick', duration: 1000 }));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
  });

  it('does not let an old toast’s timer or dismiss close its replacement', () => {
    const { result } = renderHook(() => useCurrentToast());
    let first: ReturnType<typeof toast> | undefined;
    act(() => void (first = toast({ title: 'first' })));
    act(() => jest.advanceTimersByTime(4000));
    act(() => void toast({ title: 'second' }));
    act(() => first?.dismiss());
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current?.title).toBe('second');
  });

  it('holds the countdown while paused and finishes the rest after resuming', () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => void toast({ title: 'Readable' }));
    act(() => jest.advanceTimersByTime(3000));
    act(() => pauseToast());
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current?.title).toBe('Readable');
    act(() => resumeToast());
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });
});
