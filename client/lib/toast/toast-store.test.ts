import { afterEach, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, setToastRoom, showToast } from './toast-store';

afterEach(() => {
  setToastRoom(null);
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

it('the same message said twice shows once, for the full time again; a different one still stacks', () => {
  vi.useFakeTimers();
  const refused = { title: 'Invalid Shipping Address', description: 'GBP orders can only be shipped to United Kingdom addresses.' };
  showToast(refused, 'destructive');
  vi.advanceTimersByTime(4000);
  showToast(refused, 'destructive');
  expect(currentToasts().map((toast) => toast.title)).toEqual(['Invalid Shipping Address']);
  // The first one's timer ends, the repeated message stays its own five seconds.
  vi.advanceTimersByTime(2000);
  expect(currentToasts()).toHaveLength(1);
  showToast({ title: 'Payment cancelled' });
  showToast({ ...refused, description: 'Another reason' }, 'destructive');
  expect(currentToasts().map((toast) => toast.description ?? toast.title)).toEqual([refused.description, 'Payment cancelled', 'Another reason']);
});

it('a toast with an action (an undo) stays ten seconds rather than five', () => {
  vi.useFakeTimers();
  const run = vi.fn();
  showToast({ title: 'Deleted', description: '“Kite” is hidden from the shop.' }, 'default', { label: 'Undo', run });
  vi.advanceTimersByTime(6000);
  expect(currentToasts().map((toast) => toast.action?.label)).toEqual(['Undo']);
  vi.advanceTimersByTime(4001);
  expect(currentToasts()).toEqual([]);
});

it('with room for one, the newest shows and the others wait with their time stopped; they show once there is room', () => {
  vi.useFakeTimers();
  showToast({ title: 'The shop is ready to work offline.' });
  vi.advanceTimersByTime(1000);
  setToastRoom(1);
  showToast({ title: 'Added to cart' });
  expect(currentToasts().map((toast) => toast.title)).toEqual(['Added to cart']);
  // The waiting toast's four seconds left do not run out while it waits.
  vi.advanceTimersByTime(4500);
  expect(currentToasts().map((toast) => toast.title)).toEqual(['Added to cart']);
  setToastRoom(null);
  expect(currentToasts().map((toast) => toast.title)).toEqual(['The shop is ready to work offline.', 'Added to cart']);
  vi.advanceTimersByTime(600);
  expect(currentToasts().map((toast) => toast.title)).toEqual(['The shop is ready to work offline.']);
  vi.advanceTimersByTime(3500);
  expect(currentToasts()).toEqual([]);
});
