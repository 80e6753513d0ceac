import { describe, expect, it } from 'vitest';
import { demoSeedFor, demoSeedOptions } from './demo-seed-policy';

describe('SEED_DEMO', () => {
  it('defaults to the whole demo shop outside production and to nothing in production', () => {
    expect(demoSeedFor('development')).toBe('all');
    expect(demoSeedFor('test')).toBe('all');
    expect(demoSeedFor('production')).toBe('off');
  });

  it('seeds the demo accounts only with all', () => {
    expect(demoSeedOptions('all')).toEqual({ accounts: true });
    expect(demoSeedOptions('catalogue')).toEqual({ accounts: false });
    expect(demoSeedOptions('off')).toBeNull();
  });
});
