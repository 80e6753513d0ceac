import { describe, expect, it } from 'vitest';
import { ALLOWED_TRANSITIONS, APPLICATION_STATUSES, canMove, moveRefusal } from './pipeline';

describe('the applications pipeline', () => {
  it('walks forward one step at a time to hired', () => {
    expect(canMove('new', 'reviewing')).toBe(true);
    expect(canMove('reviewing', 'interview')).toBe(true);
    expect(canMove('interview', 'offer')).toBe(true);
    expect(canMove('offer', 'hired')).toBe(true);
  });

  it('rejects from every open step, never skips a step, and keeps hired and rejected final', () => {
    for (const status of ['new', 'reviewing', 'interview', 'offer'] as const) expect(canMove(status, 'rejected')).toBe(true);
    expect(canMove('new', 'hired')).toBe(false);
    expect(canMove('new', 'interview')).toBe(false);
    expect(canMove('reviewing', 'new')).toBe(false);
    for (const to of APPLICATION_STATUSES) {
      expect(canMove('hired', to)).toBe(false);
      expect(canMove('rejected', to)).toBe(false);
    }
  });

  it('never allows staying put', () => {
    for (const status of APPLICATION_STATUSES) expect(ALLOWED_TRANSITIONS[status]).not.toContain(status);
  });
});

describe('a refused move', () => {
  it('names both statuses', () => {
    expect(moveRefusal('hired', 'rejected')).toBe('An application that is hired cannot move to rejected');
  });
});
