/**
 * A backup or restore refused, or failed, before it changed anything. The message is the operator's:
 * what is wrong and what to do about it. The operator scripts print it and exit 1.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
