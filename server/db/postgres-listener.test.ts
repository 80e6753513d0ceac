import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTENER_POLICY, reconnectDelay } from './postgres-listener';

describe('reconnectDelay', () => {
  const middle = () => 0.5;

  it('starts at the first delay and doubles up to the cap, for as long as it takes', () => {
    const delays = [0, 1, 2, 3, 4, 5, 50, 5000].map((attempt) => reconnectDelay(DEFAULT_LISTENER_POLICY, attempt, middle));
    expect(delays).toEqual([100, 200, 400, 800, 1600, 2000, 2000, 2000]);
  });

  it('spreads instances by ±20 %', () => {
    expect(reconnectDelay(DEFAULT_LISTENER_POLICY, 0, () => 0)).toBe(80);
    expect(reconnectDelay(DEFAULT_LISTENER_POLICY, 10, () => 1)).toBe(2400);
  });
});
