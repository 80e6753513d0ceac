import { describe, expect, it } from 'vitest';
import { processingSlots } from './processing-slots';

describe('processingSlots', () => {
  it('runs at most that many at once, in the order they came, and passes failures through', async () => {
    const inSlot = processingSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const jobs = [0, 1, 2, 3, 4].map((n) =>
      inSlot(async () => {
        order.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (n === 3) throw new Error('damaged');
        return n;
      }),
    );
    // Settle from the start, so the failing job's rejection is handled the moment it happens.
    const settled = Promise.allSettled(jobs);
    // Release whichever jobs are running until all five have run.
    while (order.length < 5 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.splice(0).forEach((release) => release());
    }
    const results = await settled;
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([0, 1, 2, 'damaged', 4]);
  });
});
