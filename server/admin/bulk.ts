import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import { BULK_TEXTS, type BulkOutcome } from '../../shared/admin/bulk.schema';
import type { Logger } from '../logging/logger';
import { nothingChanged, type AuditScope } from '../platform/audit';

/** One record of a bulk action: its id, how people name it, and the single action that changes it. */
export interface BulkTarget {
  id: string;
  label: string;
  /** The single action's own service call: its own transaction, rules, version check and audit row. */
  apply: () => Promise<void>;
}

/**
 * Runs a bulk action record by record, one after the other (docs/decisions/100): each record goes
 * through the same service function as the single action, in its own transaction, so a refused one
 * (a status the table does not allow, a stale version, out of the user's stores, gone) rolls back
 * alone and is reported with the single action's words while the others are done. An error that is
 * no refusal is logged and reported too: what was done before it stays done and is said so.
 */
export async function applyEach(targets: readonly BulkTarget[], audit: AuditScope, log: Logger): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const target of targets) {
    try {
      await target.apply();
      outcome.done.push({ id: target.id, label: target.label });
    } catch (error) {
      outcome.refused.push({ id: target.id, label: target.label, reason: refusalText(error, log) });
    }
  }
  // Every record refused: a valid request that changed nothing, so it owes no audit row.
  if (outcome.done.length === 0) nothingChanged(audit);
  return outcome;
}

/** A refusal as the single action's answer words it; field messages say more than "Invalid request". */
function refusalText(error: unknown, log: Logger): string {
  if (error instanceof AppError && error.code !== 'INTERNAL') {
    const fields = Object.values(error.fields ?? {});
    return error.message === ERROR_MESSAGES.invalidRequest && fields.length > 0 ? fields.join(' ') : error.message;
  }
  log.error({ err: error }, '[bulk] a record failed');
  return BULK_TEXTS.failed;
}
