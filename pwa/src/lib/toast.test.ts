import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, subscribeToasts, toast, TOAST_DURATION } from './toast';

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows messages in order, each with its kind, and tells the listeners', () => {
    const heard = vi.fn();
    const stop = subscribeToasts(heard);
    toast.success('Saved');
    toast.error('Failed');
    toast('Note');
    stop();
    expect(currentToasts().map(({ kind, text }) => [kind, text])).toEqual([
      ['success', 'Saved'],
      ['error', 'Failed'],
      ['plain', 'Note'],
    ]);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('replaces the message with the same id in its place', () => {
    toast.error('First try failed', { id: 'form' });
    toast.success('Other');
    toast.success('Sent', { id: 'form' });
    expect(currentToasts().map((shown) => shown.text)).toEqual(['Sent', 'Other']);
  });

  it('takes a message away after a while, or when dismissed', () => {
    vi.useFakeTimers();
    toast.success('Gone soon', { id: 'a' });
    toast.success('Stays a moment', { id: 'b' });
    toast.dismiss('b');
    expect(currentToasts().map((shown) => shown.id)).toEqual(['a']);
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toEqual([]);
  });

  it('shown again, a message stays its whole time from then', () => {
    vi.useFakeTimers();
    toast.error('Wrong', { id: 'form' });
    vi.advanceTimersByTime(TOAST_DURATION - 100);
    toast.error('Still wrong', { id: 'form' });
    vi.advanceTimersByTime(200);
    expect(currentToasts().map((shown) => shown.text)).toEqual(['Still wrong']);
  });
});
