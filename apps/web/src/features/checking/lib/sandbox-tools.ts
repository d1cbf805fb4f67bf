// Whether the sandbox tools (e.g. "Simulate payroll deposit") show. The web build is the same in every
// environment; the server writes its robots rule into index.html, and only production allows indexing
// (decision 013). The shell reads the same tag for the page head.

export function isProductionPage(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): boolean {
  const robots = doc?.querySelector('meta[name="robots"]')?.getAttribute('content');
  return typeof robots === 'string' && !robots.includes('noindex');
}

export function areSandboxToolsShown(doc?: Pick<Document, 'querySelector'>): boolean {
  return !isProductionPage(doc);
}
