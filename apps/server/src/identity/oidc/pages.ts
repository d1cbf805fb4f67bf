// The few pages the sign-in service renders itself (everything else is the web app's). They carry
// their own CSP: no inline script but the one whose hash is listed.
import { createHash } from 'node:crypto';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles =
  'body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2a24}' +
  'main{max-width:24rem;padding:2rem;text-align:center}button,a{font:inherit;color:#fff;background:#2f6b43;' +
  'border:0;border-radius:.5rem;padding:.75rem 1.25rem;text-decoration:none;display:inline-block;cursor:pointer}';

function page(title: string, body: string, script?: string): { html: string; csp: string } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const csp = [
    "default-src 'none'",
    `style-src ${hash(styles)}`,
    `script-src ${script ? hash(script) : "'none'"}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
  return { html, csp };
}

/** Signing out needs the service's anti-forgery form; it submits itself so the member sees no extra step. */
export function signOutPage(form: string, brandName: string) {
  const submit = "document.getElementById('op.logoutForm').submit();";
  return page(
    `Signing out | ${brandName}`,
    `<h1>Signing you out…</h1>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes"><noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript>`,
    submit,
  );
}

export function signInErrorPage(brandName: string, description: string) {
  return page(
    `Sign-in problem | ${brandName}`,
    `<h1>We could not sign you in</h1><p>${escapeHtml(description)}</p><p><a href="/login">Start again</a></p>`,
  );
}
