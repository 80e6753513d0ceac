/**
 * SEED_DEMO: what start-up puts into an empty database. `all` is the demo shop with its demo
 * accounts (published passwords), `catalogue` the demo shop without any account, `off` nothing.
 */
export const DEMO_SEED_CHOICES = ['off', 'catalogue', 'all'] as const;
export type DemoSeed = (typeof DEMO_SEED_CHOICES)[number];

/**
 * Outside production `npm start` fills an empty database with everything, as it always has; in
 * production nothing is seeded unless asked (DECISIONS.md, "Production"): the demo accounts'
 * passwords are in the README.
 */
export function demoSeedFor(nodeEnv: 'development' | 'production' | 'test'): DemoSeed {
  return nodeEnv === 'production' ? 'off' : 'all';
}

/** The seed an empty database gets under a choice, or null for none. */
export function demoSeedOptions(choice: DemoSeed): { accounts: boolean } | null {
  return choice === 'off' ? null : { accounts: choice === 'all' };
}
