import { escapeHtml } from '../http/escape-html';

// Email templates escape what shoppers wrote (names, addresses) with the shop's one escaper.
export { escapeHtml };

/** The shared frame of every HTML email: plain, inline styles only (mail clients drop <style>). */
export function emailFrame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Toy Shop</p>
${body}
</div></body></html>`;
}
