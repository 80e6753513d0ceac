import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from './rate-limit-texts';

describe('tooManyAttemptsMessage', () => {
  it('says the wait in seconds under a minute and in whole minutes (rounded up) beyond', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttemptsMessage(45)).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
  });
});
