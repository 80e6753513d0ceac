import { emailFrame, escapeHtml } from './html';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const PASSWORD_RESET_TEMPLATE = 'password_reset';

/** The password-reset email: one link, valid for the given number of minutes. */
export function passwordResetEmail(input: { name: string; resetUrl: string; validForMinutes: number }): RenderedEmail {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const subject = 'Reset your Toy Shop password';
  const text = [
    greeting,
    '',
    'We received a request to reset the password of your Toy Shop account.',
    'Open this link to choose a new password:',
    '',
    input.resetUrl,
    '',
    `The link works once and expires in ${input.validForMinutes} minutes.`,
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
  ].join('\n');
  const url = escapeHtml(input.resetUrl);
  const html = emailFrame(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your Toy Shop account.</p>
<p><a href="${url}" style="display:inline-block;background:#222;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br>${url}</p>
<p style="font-size:13px;color:#555">The link works once and expires in ${input.validForMinutes} minutes. If you didn't ask for this, you can ignore this email: your password stays the same.</p>`,
  );
  return { subject, text, html };
}
