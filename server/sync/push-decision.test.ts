import { describe, expect, it } from 'vitest';
import { decidePush } from './push-decision';

interface Line { productId: string; quantity: number }
const sameLine = (a: Line, b: Line) => a.productId === b.productId && a.quantity === b.quantity;
const line = (quantity: number, _deleted = false) => ({ productId: 'p1', quantity, _deleted });

describe('decidePush', () => {
  it('writes a new document when there is no master', () => {
    expect(decidePush(null, { newDocumentState: line(1) }, sameLine)).toBe('write');
  });

  it('writes when the device assumed the current master', () => {
    expect(decidePush(line(1), { assumedMasterState: line(1), newDocumentState: line(2) }, sameLine)).toBe('write');
  });

  it('changes nothing when the new state already is the master (a resent push)', () => {
    expect(decidePush(line(2), { assumedMasterState: line(1), newDocumentState: line(2) }, sameLine)).toBe('unchanged');
  });

  it('reports a conflict when the device worked from a stale master', () => {
    expect(decidePush(line(3), { assumedMasterState: line(1), newDocumentState: line(2) }, sameLine)).toBe('conflict');
  });

  it('treats a tombstone and no document as the same state', () => {
    expect(decidePush(null, { newDocumentState: line(1, true) }, sameLine)).toBe('unchanged');
    expect(decidePush(line(4, true), { assumedMasterState: null, newDocumentState: line(1) }, sameLine)).toBe('write');
    expect(decidePush(line(4, true), { assumedMasterState: line(1, true), newDocumentState: line(2, true) }, sameLine)).toBe('unchanged');
  });

  it('reports a conflict when the master was deleted under a device that still had it', () => {
    expect(decidePush(line(1, true), { assumedMasterState: line(1), newDocumentState: line(2) }, sameLine)).toBe('conflict');
  });
});
