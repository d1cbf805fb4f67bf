// Spec section 3: a tax-filing flow is recognised by either cookie equal to 'true'; otherwise the flow
// came from a product's page (intent) or from nowhere in particular (organic).

export type FlowReferrer = 'tax_filing' | 'intent' | 'organic';

export const taxFilingCookies = ['taxfiling', 'taxfilingInitiatedFromDashboard'] as const;

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function isTaxFilingFlow(cookieHeader: string): boolean {
  return taxFilingCookies.some((name) => cookieValue(cookieHeader, name) === 'true');
}

export function flowReferrer({
  cookieHeader,
  isIntentFlow,
}: {
  cookieHeader: string;
  isIntentFlow: boolean;
}): FlowReferrer {
  if (isTaxFilingFlow(cookieHeader)) return 'tax_filing';
  return isIntentFlow ? 'intent' : 'organic';
}
