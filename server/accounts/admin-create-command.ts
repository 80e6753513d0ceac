import { randomInt } from 'node:crypto';
import { passwordRuleMessage } from '../../shared/auth/auth-schemas';

export const ADMIN_CREATE_USAGE = [
  'Usage: npm run admin:create -- --email <address> [--name <full name>] [--password-stdin]',
  '  Creates an admin account, or grants the admin role to an existing account.',
  '  The password is read from stdin with --password-stdin, asked for on a terminal, or else generated and printed once.',
].join('\n');

export interface AdminCreateArgs {
  email: string;
  name: string | undefined;
  passwordStdin: boolean;
}

/** Parses the command line of npm run admin:create; an Error carries the message and the usage. */
export function parseAdminCreateArgs(argv: readonly string[]): AdminCreateArgs | 'help' {
  let email: string | undefined;
  let name: string | undefined;
  let passwordStdin = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const option = arg.includes('=') ? arg.slice(0, arg.indexOf('=')) : arg;
    const value = (): string => {
      const given = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)];
      if (given === undefined || given.startsWith('--')) throw new Error(`${option} needs a value.\n${ADMIN_CREATE_USAGE}`);
      return given;
    };
    if (option === '--email') email = value();
    else if (option === '--name') name = value();
    else if (arg === '--password-stdin') passwordStdin = true;
    else if (arg === '--help' || arg === '-h') return 'help';
    else throw new Error(`Unknown option "${arg}".\n${ADMIN_CREATE_USAGE}`);
  }
  if (!email) throw new Error(`--email is required.\n${ADMIN_CREATE_USAGE}`);
  return { email, name, passwordStdin };
}

/** The password sent with --password-stdin: the text up to the first line break. */
export function passwordFromStdin(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A password that meets the sign-up rule: four groups of five letters and digits (about 115 bits,
 * no look-alike characters) joined by hyphens, which are the rule's special characters.
 */
export function generateAdminPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join(''));
    const password = groups.join('-');
    if (!passwordRuleMessage(password)) return password;
  }
}
