// npm run admin:create -- --email you@example.com [--name "Full Name"] [--password-stdin]
// Creates the shop's first (or another) admin; see docs/decisions/021.
import { text } from 'node:stream/consumers';
import { passwordRuleMessage } from '../shared/auth/auth-schemas';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { exitOnInvalidEnvironment, exitOnInvalidEnvironmentAsync } from '../server/invalid-environment';
import { waitForAuthStartup } from '../server/seed/auth-startup';
import { AdminInputError, createAdmin } from '../server/accounts/create-admin';
import { ADMIN_CREATE_USAGE, generateAdminPassword, parseAdminCreateArgs, passwordFromStdin, type AdminCreateArgs } from '../server/accounts/admin-create-command';
import { promptHidden } from './support/prompt-hidden';

const PROMPT_ATTEMPTS = 3;

let args: AdminCreateArgs;
try {
  const parsed = parseAdminCreateArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(ADMIN_CREATE_USAGE);
    process.exit(0);
  }
  args = parsed;
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

async function promptNewPassword(email: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const password = await promptHidden(`Password for ${email}: `);
    const problem = passwordRuleMessage(password) ?? (password === (await promptHidden('Repeat the password: ')) ? undefined : 'The two passwords differ.');
    if (!problem) return password;
    if (attempt === PROMPT_ATTEMPTS) return password; // createAdmin refuses it with the rule's message
    console.error(problem);
  }
}

let generated: string | null = null;
async function obtainPassword(): Promise<string> {
  if (args.passwordStdin) return passwordFromStdin(await text(process.stdin));
  if (process.stdin.isTTY) return promptNewPassword(args.email);
  generated = generateAdminPassword();
  return generated;
}

const config = exitOnInvalidEnvironment(() => loadConfig());
const running = await exitOnInvalidEnvironmentAsync(() => bootstrap(config));
try {
  await waitForAuthStartup(running.deps.auth);
  const result = await createAdmin(running.deps, { email: args.email, name: args.name, password: obtainPassword });
  if (result.outcome === 'created') {
    console.log(`Created the admin account ${result.email}.`);
    if (generated) console.log(`Its password, shown only this once: ${generated}`);
  } else if (result.outcome === 'granted') {
    console.log(`${result.email} already had an account: granted it the admin role. Its password is unchanged.`);
  } else {
    console.log(`${result.email} is already an admin. Nothing was changed.`);
  }
} catch (error) {
  if (!(error instanceof AdminInputError)) throw error;
  console.error(`${error.message}. Nothing was changed.`);
  process.exitCode = 1;
} finally {
  await running.shutdown();
}
// PGlite leaves a Postgres timer (setitimer) armed after close; without this the process lingers for minutes.
process.exit();
