import { describe, expect, it } from 'vitest';
import { changedFields } from './record-changes';

describe('a record’s history: what changed', () => {
  it('lists only the fields that differ, leaving out bookkeeping', () => {
    const before = { id: 'c1', name: 'Dinos', slug: 'dinos', isActive: true, version: '4', updated_at: 'x' };
    const after = { id: 'c1', name: 'Dinosaurs', slug: 'dinos', isActive: false, version: '5', updated_at: 'y' };
    expect(changedFields(before, after)).toEqual([
      { field: 'name', before: 'Dinos', after: 'Dinosaurs' },
      { field: 'isActive', before: 'true', after: 'false' },
    ]);
  });

  it('shows a creation as every field set, and empty values as a dash', () => {
    expect(changedFields(null, { name: 'Robots', description: null })).toEqual([{ field: 'name', before: '—', after: 'Robots' }]);
  });
});
