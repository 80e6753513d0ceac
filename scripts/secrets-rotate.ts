// npm run secrets:rotate: re-seals every credential the database keeps (docs/decisions/081) from
// SECRETS_KEY (the key in use) to SECRETS_KEY_NEW, in one transaction. Then set SECRETS_KEY to the new
// key and restart every instance: an instance still on the old key refuses to start with the new secrets.
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { exitOnInvalidEnvironment, exitOnInvalidEnvironmentAsync, InvalidEnvironmentError } from '../server/invalid-environment';
import { SecretBox, SecretKeyError } from '../server/secrets/secret-box';
import { rotateSecrets } from '../server/secrets/sealed-secrets';

const config = exitOnInvalidEnvironment(() => loadConfig());
const keys = exitOnInvalidEnvironment(() => {
  const problems: string[] = [];
  if (!process.env.SECRETS_KEY) problems.push('SECRETS_KEY: the key the secrets are sealed with now');
  if (!process.env.SECRETS_KEY_NEW) problems.push('SECRETS_KEY_NEW: the key to seal them with (make one with `openssl rand -base64 32`)');
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  try {
    return { from: SecretBox.fromKey(process.env.SECRETS_KEY!), to: SecretBox.fromKey(process.env.SECRETS_KEY_NEW!) };
  } catch (error) {
    if (error instanceof SecretKeyError) throw new InvalidEnvironmentError([`SECRETS_KEY_NEW: ${error.message}`]);
    throw error;
  }
});
if (keys.from.keyId === keys.to.keyId) {
  console.error('SECRETS_KEY_NEW is the key in use: nothing to rotate.');
  process.exit(2);
}

const running = await exitOnInvalidEnvironmentAsync(() => bootstrap(config));
try {
  const count = await rotateSecrets(running.deps.db, keys.from, keys.to);
  console.log(`Re-sealed ${count} secret${count === 1 ? '' : 's'} with the new key (key ${keys.to.keyId}; was ${keys.from.keyId}).`);
  console.log('Now set SECRETS_KEY to the new key on every instance and restart them.');
} finally {
  await running.shutdown();
}
// PGlite leaves a Postgres timer (setitimer) armed after close; without this the process lingers for minutes.
process.exit();
