import { describe, expect, it } from 'vitest';
import { outboxNotice } from './outbox-notice';

describe('outboxNotice', () => {
  it('points a developer at the outbox, warns in production, and says nothing when it is off', () => {
    const publicUrl = 'http://localhost:3000';
    expect(outboxNotice({ devOutbox: true, nodeEnv: 'development', publicUrl })).toEqual(['  Outbox (every email, reset links included): http://localhost:3000/api/dev/outbox']);
    expect(outboxNotice({ devOutbox: true, nodeEnv: 'production', publicUrl })[0]).toMatch(/^ {2}Warning: DEV_OUTBOX=on: .* readable at http:\/\/localhost:3000\/api\/dev\/outbox$/);
    expect(outboxNotice({ devOutbox: false, nodeEnv: 'production', publicUrl })).toEqual([]);
  });
});
