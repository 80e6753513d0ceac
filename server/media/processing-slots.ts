/**
 * At most `slots` images are decoded at once in this process: a 50-megapixel upload takes ~200 MB
 * while it is resized, so a burst of uploads waits its turn instead of exhausting memory.
 */
export function processingSlots(slots: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
