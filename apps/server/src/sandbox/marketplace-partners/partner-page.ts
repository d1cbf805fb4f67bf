// The page a marketplace hand-off lands on. It stands in for a partner's own site, so it is plain
// server-rendered HTML with no script, under a policy that allows only its own inline styles (by
// hash). It names the partner, the product and the application it received, and of the member only
// the first name: the partner is fictional and nothing leaves this server.

import { createHash } from 'node:crypto';
import { formatLongDate } from '@fernleaf/contract/calendar/date-time-formats';
import type { OfferKind } from '@fernleaf/contract/marketplace';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import type { PartnerReceipt } from '../../modules/marketplace/hand-off-service.ts';
import { escapeHtml, sandboxPage } from '../sandbox-page.ts';

/**
 * What the marketplace says the partner received, and the sandbox site's brand. A tax-filing hand-off
 * leads back to the home page; `application` is null when the member went on from a products-page tile.
 */
export interface PartnerPageView extends PartnerReceipt {
  brandName: string;
}

const styles = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; background: #f4f6f5; color: #1d2421; }
  main { max-width: 36rem; margin: 0 auto; padding: 2rem 1.25rem; }
  .sandbox { background: #fff4d6; border: 1px solid #d9a400; border-radius: 8px; padding: 0.75rem 1rem; font-size: 0.95rem; }
  .panel { background: #fff; border-radius: 12px; padding: 1.25rem; margin-top: 1.25rem; box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 1rem 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .button { display: inline-block; background: #0b6b4b; color: #fff; border-radius: 8px; padding: 0.7rem 1.2rem; font-size: 1rem; font-weight: 600; text-decoration: none; }
  :focus-visible { outline: 3px solid #1c4fd8; outline-offset: 2px; }
`;

const page = (brandName: string, title: string, body: string) => sandboxPage({ brandName, title, styles, body });

/** The only style the page may apply; nothing else runs or loads. */
export const partnerPageContentSecurityPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(styles).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const verticalWords: Record<MarketplaceVertical, string> = {
  'personal-loan': 'personal loan',
  'credit-cards': 'credit card',
  'debt-relief': 'debt relief',
};

const kindWords: Record<OfferKind, string> = {
  'personal-loan': 'personal loan',
  'credit-card': 'credit card',
  'debt-relief': 'debt relief program',
  'credit-builder': 'credit builder',
  'earned-wage-access': 'earned-wage access',
  savings: 'savings account',
};

/** The filing partner's stand-in: what it received, and the way back to the member's home page. */
function renderFilingPartnerPage(view: PartnerPageView): string {
  const partner = escapeHtml(view.partnerName);
  const brand = escapeHtml(view.brandName);
  return page(
    view.brandName,
    `${view.partnerName}: file your taxes`,
    `<p class="sandbox"><strong>Sandbox partner page.</strong> ${partner} is a fictional tax-filing partner of the
${brand} sandbox. Nothing was sent to any company and no return is prepared or filed here.</p>
<div class="panel">
<p>Hi ${escapeHtml(view.memberFirstName)}, ${partner} received your request to file your taxes online, from the ${brand} tax filing page.</p>
<dl>
<dt>Partner</dt><dd>${partner}</dd>
<dt>Product</dt><dd>${escapeHtml(view.productName)}</dd>
<dt>Received</dt><dd>${formatLongDate(view.receivedAt, { timeZone: 'UTC' })}</dd>
</dl>
<p>A real filing partner would now take you through your return on its own site and show its price before you file.</p>
<a class="button" href="/home">Back to ${brand}</a>
</div>`,
  );
}

export function renderPartnerPage(view: PartnerPageView): string {
  if (view.kind === 'tax-filing') return renderFilingPartnerPage(view);
  const partner = escapeHtml(view.partnerName);
  const product = escapeHtml(view.productName);
  const what = view.application
    ? `your ${verticalWords[view.application.vertical]} application and your choice of the ${product}`
    : `your request for the ${product} (${kindWords[view.kind]}), chosen on the products and offers page`;
  const reference = view.application
    ? `<dt>Application</dt><dd>${escapeHtml(view.application.id)}</dd>`
    : '<dt>Application</dt><dd>None: chosen from a products and offers tile</dd>';
  return page(
    view.brandName,
    `${view.partnerName} received your request`,
    `<p class="sandbox"><strong>Sandbox partner page.</strong> ${partner} is a fictional partner of the
${escapeHtml(view.brandName)} sandbox. Nothing was sent to any company, no credit was checked and no account was opened.</p>
<div class="panel">
<p>Hi ${escapeHtml(view.memberFirstName)}, ${partner} received ${what}.</p>
<dl>
<dt>Partner</dt><dd>${partner}</dd>
<dt>Product</dt><dd>${product}</dd>
${reference}
<dt>Received</dt><dd>${formatLongDate(view.receivedAt, { timeZone: 'UTC' })}</dd>
</dl>
<p>A real partner would now ask for anything else it needs, run its own check and tell you its decision.</p>
<a class="button" href="/products-offers">Back to ${escapeHtml(view.brandName)}</a>
</div>`,
  );
}

export function renderPartnerPageNotFound(brandName: string): string {
  return page(
    brandName,
    'This partner link is not valid',
    `<div class="panel">
<p>The link may be incomplete. Go back to ${escapeHtml(brandName)} and choose the offer again.</p>
<a class="button" href="/products-offers">Back to ${escapeHtml(brandName)}</a>
</div>`,
  );
}
