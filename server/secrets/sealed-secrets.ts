import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Logger } from '../logging/logger';
import { isSealed, sealedKeyId, SecretKeyError, type SecretBox } from './secret-box';

// Where sealed secrets live, the one list the start-up check, the sealing of older plain values and
// the key rotation read (docs/decisions/081). A later credential is one more entry here.
export const SEALED_COLUMNS = [{ table: 'till_connection', id: 'id', columns: ['access_token', 'webhook_signature_key'] }] as const;

interface StoredSecret {
  table: string;
  id: string;
  column: string;
  rowId: unknown;
  value: string;
}

/** Every secret value stored (empty ones are "not set", not secrets). */
async function storedSecrets(db: Database): Promise<StoredSecret[]> {
  const found: StoredSecret[] = [];
  for (const { table, id, columns } of SEALED_COLUMNS) {
    for (const column of columns) {
      const { rows } = await sql<{ row_id: unknown; value: string }>`select ${sql.ref(id)} as row_id, ${sql.ref(column)} as value from ${sql.table(table)} where ${sql.ref(column)} <> ''`.execute(db);
      for (const row of rows) found.push({ table, id, column, rowId: row.row_id, value: row.value });
    }
  }
  return found;
}

async function store(db: Database, secret: StoredSecret, value: string): Promise<void> {
  await sql`update ${sql.table(secret.table)} set ${sql.ref(secret.column)} = ${value} where ${sql.ref(secret.id)} = ${secret.rowId}`.execute(db);
}

/** Why the shop cannot start with these secrets and this key, or null when it can. */
export async function secretsProblem(db: Database, box: SecretBox | null): Promise<string | null> {
  const sealed = (await storedSecrets(db)).filter((secret) => isSealed(secret.value));
  if (sealed.length === 0) return null;
  const where = [...new Set(sealed.map((secret) => secret.table))].join(', ');
  if (!box) return `SECRETS_KEY is not set, and the database keeps secrets sealed with it (${where}): set SECRETS_KEY to the key they were sealed with`;
  for (const secret of sealed) {
    try {
      box.open(secret.value);
    } catch (error) {
      if (!(error instanceof SecretKeyError)) throw error;
      return `SECRETS_KEY (key ${box.keyId}) does not open the secrets in ${where}, sealed with key ${sealedKeyId(secret.value)}: set the key they were sealed with (npm run secrets:rotate changes keys)`;
    }
  }
  return null;
}

/** Seals the values stored before sealing began (once, under the start-up lock); returns how many. */
export async function sealPlainSecrets(db: Database, box: SecretBox): Promise<number> {
  const plain = (await storedSecrets(db)).filter((secret) => !isSealed(secret.value));
  await db.transaction().execute(async (trx) => {
    for (const secret of plain) await store(trx, secret, box.seal(secret.value));
  });
  return plain.length;
}

/**
 * At start-up: a production shop refuses to run when sealed secrets exist and SECRETS_KEY is missing or
 * wrong (`refuse` gets the reason); elsewhere it says so and runs (the till sync then fails with it).
 * With a key that opens them, values stored in plain are sealed.
 */
export async function checkSecretsAtStart(db: Database, box: SecretBox | null, options: { production: boolean; log: Logger; refuse: (problem: string) => never }): Promise<void> {
  const problem = await secretsProblem(db, box);
  if (problem) {
    if (options.production) options.refuse(problem);
    options.log.warn({ problem }, 'sealed secrets cannot be opened');
    return;
  }
  if (!box) return;
  const sealed = await sealPlainSecrets(db, box);
  if (sealed > 0) options.log.info({ sealed }, 'sealed secrets kept in plain until now');
}

/** Re-seals every secret under `to` (in one transaction); the old key must open them all. Returns how many. */
export async function rotateSecrets(db: Database, from: SecretBox, to: SecretBox): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const secrets = await storedSecrets(trx);
    for (const secret of secrets) await store(trx, secret, to.seal(from.open(secret.value)));
    return secrets.length;
  });
}
