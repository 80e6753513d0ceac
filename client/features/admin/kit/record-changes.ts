import { formatMoney, type CurrencyCode } from '../../../../shared/money';
import { dateTimeText } from './date-time-text';

/** A value as the history shows it: one text, or a list (pictures, sizes). */
export type ShownValue = string | string[];

/** One field an audited write changed, as the history shows it. */
export interface FieldChange {
  field: string;
  label: string;
  before: ShownValue;
  after: ShownValue;
}

type RecordValues = Readonly<Record<string, unknown>>;

/** How one field of a screen's record reads in its history, where the default reading is not enough. */
export interface HistoryField {
  label?: string;
  /** The field is integer minor units in this currency (of the record as it was then). */
  money?: (record: RecordValues) => CurrencyCode;
  /** Its own reading: a text or a list. */
  show?: (value: unknown) => ShownValue;
}
export type HistoryFields = Readonly<Record<string, HistoryField>>;

/** Record ids the history names (a brand, a category, a store), as the server resolved them. */
export type ReferenceNames = Readonly<Record<string, string>>;

// Bookkeeping columns every write moves; the history is about what staff changed.
const NOT_SHOWN = new Set(['version', 'updatedAt', 'updated_at', 'syncSeq', 'sync_seq', 'createdAt', 'created_at', 'id']);
const NONE = '—';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** "brandId" → "Brand", "isFeatured" → "Featured", "freeShippingThreshold" → "Free shipping threshold". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/^is(?=[A-Z])/, '')
    .replace(/(.)Id$/, '$1')
    .replace(/_id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value in plain words: ids by their record's name, moments as dates, yes/no, lists as lists. */
export function shownValue(value: unknown, names: ReferenceNames = {}): ShownValue {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return names[value] ?? (INSTANT.test(value) ? dateTimeText(value) : value);
  if (Array.isArray(value)) return value.length === 0 ? NONE : value.map((item) => itemText(item, names));
  if (typeof value === 'object') {
    const entries = Object.entries(value as RecordValues).filter(([key]) => !NOT_SHOWN.has(key));
    return entries.length === 0 ? NONE : entries.map(([key, item]) => `${fieldLabel(key)}: ${itemText(item, names)}`);
  }
  return String(value);
}

function itemText(item: unknown, names: ReferenceNames): string {
  if (item && typeof item === 'object' && !Array.isArray(item) && typeof (item as RecordValues).name === 'string') return (item as RecordValues).name as string;
  const shown = shownValue(item, names);
  return typeof shown === 'string' ? shown : shown.join(', ');
}

function readField(value: unknown, record: RecordValues, spec: HistoryField | undefined, names: ReferenceNames): ShownValue {
  if (value === null || value === undefined || value === '') return NONE;
  if (spec?.money && typeof value === 'number') return formatMoney(value, spec.money(record));
  if (spec?.show) return spec.show(value);
  return shownValue(value, names);
}

/**
 * The fields that differ between an audit row's before and after (created: every field set; deleted:
 * none after), each read for people: money in the record's currency, references by name, lists as lists.
 */
export function changedFields(before: unknown, after: unknown, fields: HistoryFields = {}, names: ReferenceNames = {}): FieldChange[] {
  const from = (before && typeof before === 'object' ? before : {}) as RecordValues;
  const to = (after && typeof after === 'object' ? after : {}) as RecordValues;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !NOT_SHOWN.has(key));
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const spec = fields[field];
    const was = readField(from[field], from, spec, names);
    const now = readField(to[field], to, spec, names);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({ field, label: spec?.label ?? fieldLabel(field), before: was, after: now });
  }
  return changes;
}

/** A shown value on one line (a list's items joined), where there is no room for a list. */
export function oneLine(value: ShownValue): string {
  return typeof value === 'string' ? value : value.join(', ');
}
