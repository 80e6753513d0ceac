import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../shared/admin/api';
import { changedByOther } from './record-page';

const entry = (id: number, actor: AuditEntry['actor']): AuditEntry =>
  ({ id, at: '2026-12-06T15:00:00Z', actor, screen: 'categories', action: 'update', entityType: 'category', entityId: 'c-1', before: {}, after: {} }) as AuditEntry;
const mo = { id: 'u-mo', name: 'Mo Manager', email: 'mo@example.com' };
const ada = { id: 'u-ada', name: 'Ada Admin', email: 'ada@example.com' };

describe('who changed an open record since it was shown', () => {
  it('names someone else whose change is newer than what the form shows', () => {
    expect(changedByOther([entry(7, mo), entry(5, ada)], 5, ada.id)).toBe('Mo Manager');
    expect(changedByOther([entry(1, { ...mo, name: '' })], null, ada.id)).toBe('mo@example.com');
    expect(changedByOther([entry(9, null)], 5, ada.id)).toBe('someone else');
  });

  it('says nothing for the change the form shows, an older one, or the viewer’s own', () => {
    expect(changedByOther([entry(5, mo)], 5, ada.id)).toBeNull();
    expect(changedByOther([entry(4, mo)], 5, ada.id)).toBeNull();
    expect(changedByOther([entry(7, ada)], 5, ada.id)).toBeNull();
    expect(changedByOther([], null, ada.id)).toBeNull();
    expect(changedByOther(undefined, null, ada.id)).toBeNull();
  });
});
