// The server writes the configured BRAND_NAME into this meta tag when it serves index.html, so one
// build serves any brand.
const fallbackBrandName = 'Fernleaf';

export function getBrandName(): string {
  if (typeof document === 'undefined') return fallbackBrandName;
  const content = document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  return content || fallbackBrandName;
}
