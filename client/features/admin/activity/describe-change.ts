import type { AuditEntry } from '../../../../shared/admin/api';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  move: 'Moved',
  reorder: 'Reordered',
  import: 'Imported from CSV',
  'stock.set': 'Set stock of',
  'stock.adjust': 'Adjusted stock of',
  'account.disable': 'Disabled',
  'account.enable': 'Enabled',
  'account.password-reset': 'Sent a password-reset link to',
  'role.give': 'Gave a role to',
  'role.take': 'Took a role from',
  'stores.set': 'Set the stores of',
};

/** What a change did, in words: "Updated category cat-7", "Set stock of inventory p-1". */
export function describeChange(change: Pick<AuditEntry, 'action' | 'entityType' | 'entityId'>): string {
  const action = ACTIONS[change.action] ?? change.action.replace(/[._-]+/g, ' ');
  const record = change.entityType.replace(/[_-]+/g, ' ');
  return change.entityId ? `${action} ${record} ${change.entityId}` : `${action} ${record}`;
}
