import { describe, expect, it } from 'vitest';
import { SlicePace, yieldToMain } from './yield-to-main';

describe('slices of long work', () => {
  it('sizes the next slice to the budget by the dearest kind of work seen', () => {
    const pace = new SlicePace({ budgetMs: 12, first: 50, min: 10, max: 1000 });
    expect(pace.size()).toBe(50);
    // 50 items took 10 ms to prepare (0.2 ms each): 60 fit in 12 ms.
    pace.took('store', 50, 10);
    expect(pace.size()).toBe(60);
    // Announcing them is dearer (0.4 ms each): that decides.
    pace.took('announce', 50, 20);
    expect(pace.size()).toBe(30);
  });

  it('follows a device that speeds up or slows down, within its bounds', () => {
    const pace = new SlicePace({ budgetMs: 12, first: 50, min: 10, max: 1000 });
    pace.took('store', 100, 1);
    expect(pace.size()).toBe(1000);
    pace.took('store', 100, 400);
    // Half the old cost and half the new one (2.005 ms each): at least `min`.
    expect(pace.size()).toBe(10);
  });

  it('yields to the event loop: the caller goes on in a later task, not among the current microtasks', async () => {
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });
});
