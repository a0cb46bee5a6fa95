import { describe, expect, it, vi } from 'vitest';
import { withRetry } from './retry';

describe('withRetry', () => {
  it('retries after each delay and returns the first success', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    await expect(withRetry(load, [1])()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up when the delays are used up', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(withRetry(load, [1, 1])()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
