// The HTML of the sandbox identity check. It stands in for a provider's own pages, so it is plain
// server-rendered HTML with no script (the CSP allows none inline) and no part of the web app.

import { escapeHtml, sandboxPage } from '../sandbox-page.ts';

export interface CheckFormView {
  brandName: string;
  interviewId: string;
  token: string;
  /** Where "Cancel" goes: the product's callback page, with the check still PENDING. */
  cancelUrl: string;
  errors?: Partial<Record<'document' | 'selfie', string>>;
}

const styles = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; background: #f4f6f5; color: #1d2421; }
  main { max-width: 34rem; margin: 0 auto; padding: 2rem 1.25rem; }
  .sandbox { background: #fff4d6; border: 1px solid #d9a400; border-radius: 8px; padding: 0.75rem 1rem; font-size: 0.95rem; }
  form, .panel { background: #fff; border-radius: 12px; padding: 1.25rem; margin-top: 1.25rem; box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
  fieldset { border: 0; padding: 0; margin: 0 0 1.25rem; }
  legend, label { font-weight: 600; }
  .hint { color: #46504b; font-size: 0.95rem; margin: 0.25rem 0 0.5rem; }
  .error { color: #b3261e; font-weight: 600; margin: 0.25rem 0 0; }
  input[type=file] { display: block; margin-top: 0.25rem; }
  button, .button { display: inline-block; background: #0b6b4b; color: #fff; border: 0; border-radius: 8px; padding: 0.7rem 1.2rem; font-size: 1rem; font-weight: 600; text-decoration: none; cursor: pointer; }
  .secondary { display: inline-block; margin-left: 1rem; padding: 0.7rem 0; color: #0b6b4b; font-weight: 600; }
  :focus-visible { outline: 3px solid #1c4fd8; outline-offset: 2px; }
`;

const page = (brandName: string, title: string, body: string) => sandboxPage({ brandName, title, styles, body });

const sandboxNotice = `<p class="sandbox"><strong>Sandbox identity check.</strong> Any photo passes; a file whose
name contains <q>fail</q> fails the check. Only the file names are sent: the pictures stay on your device.</p>`;

function fileField(name: 'document' | 'selfie', legend: string, hint: string, error: string | undefined): string {
  const errorId = `${name}-error`;
  return `<fieldset>
<legend>${escapeHtml(legend)}</legend>
<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>
<label for="${name}">Choose a photo</label>
<input type="file" id="${name}" name="${name}" accept="image/*" required aria-describedby="${name}-hint${error ? ` ${errorId}` : ''}"${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</fieldset>`;
}

/**
 * The check itself. The form is sent URL-encoded on purpose: browsers then send each file's name and
 * not its bytes, which is all the sandbox's rule reads, and no photo of anyone reaches the server.
 */
export function renderCheckForm(view: CheckFormView): string {
  const errors = view.errors ?? {};
  const summary =
    errors.document || errors.selfie ? '<p class="error" role="alert">Add both photos to finish the check.</p>' : '';
  return page(
    view.brandName,
    'Confirm your identity',
    `${sandboxNotice}
<form method="post" action="/sandbox/identity-check/${escapeHtml(view.interviewId)}" enctype="application/x-www-form-urlencoded">
${summary}
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
${fileField('document', 'Step 1: your ID document', 'A photo of the front of your driver’s license, state ID or passport.', errors.document)}
${fileField('selfie', 'Step 2: a selfie', 'A clear photo of your face, without a hat or sunglasses.', errors.selfie)}
<button type="submit">Submit photos</button>
<a class="secondary" href="${escapeHtml(view.cancelUrl)}">Cancel and go back</a>
</form>`,
  );
}

export function renderCheckFinished(view: { brandName: string; callbackUrl: string }): string {
  return page(
    view.brandName,
    'This check is finished',
    `<div class="panel">
<p>Your photos were already sent for this check.</p>
<a class="button" href="${escapeHtml(view.callbackUrl)}">See the result</a>
</div>`,
  );
}

export function renderCheckNotFound(brandName: string): string {
  return page(
    brandName,
    'This check link is not valid',
    `<div class="panel">
<p>The link may be incomplete. Go back to ${escapeHtml(brandName)} and start the identity check again.</p>
<a class="button" href="/">Back to ${escapeHtml(brandName)}</a>
</div>`,
  );
}
