import { describe, expect, it } from 'vitest';
import { passwordRuleMessage } from '../../shared/auth/auth-schemas';
import { generateAdminPassword, parseAdminCreateArgs, passwordFromStdin } from './admin-create-command';

describe('npm run admin:create arguments', () => {
  it('reads --email, --name and --password-stdin, with a space or an equals sign', () => {
    expect(parseAdminCreateArgs(['--email', 'a@example.com'])).toEqual({ email: 'a@example.com', name: undefined, passwordStdin: false });
    expect(parseAdminCreateArgs(['--email=a@example.com', '--name', 'Ada Admin', '--password-stdin'])).toEqual({ email: 'a@example.com', name: 'Ada Admin', passwordStdin: true });
    expect(parseAdminCreateArgs(['--name=Ada Admin', '--email', 'a@example.com'])).toMatchObject({ name: 'Ada Admin' });
  });

  it('requires --email, a value for each option, and no unknown option', () => {
    expect(() => parseAdminCreateArgs([])).toThrow(/^--email is required\.\nUsage: npm run admin:create/);
    expect(() => parseAdminCreateArgs(['--email'])).toThrow(/^--email needs a value/);
    expect(() => parseAdminCreateArgs(['--email', '--password-stdin'])).toThrow(/^--email needs a value/);
    expect(() => parseAdminCreateArgs(['--email', 'a@example.com', '--password', 'x'])).toThrow(/^Unknown option "--password"/);
  });

  it('answers --help', () => {
    expect(parseAdminCreateArgs(['--help'])).toBe('help');
  });
});

describe('passwords for admin:create', () => {
  it('takes the first line of stdin, without its line break', () => {
    expect(passwordFromStdin('Secret#2026x\n')).toBe('Secret#2026x');
    expect(passwordFromStdin('Secret#2026x\r\nignored')).toBe('Secret#2026x');
    expect(passwordFromStdin(' spaced pass ')).toBe(' spaced pass ');
  });

  it('generates passwords that meet the sign-up rule and differ each time', () => {
    const generated = Array.from({ length: 50 }, generateAdminPassword);
    for (const password of generated) {
      expect(passwordRuleMessage(password)).toBeUndefined();
      expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    }
    expect(new Set(generated).size).toBe(generated.length);
  });
});
