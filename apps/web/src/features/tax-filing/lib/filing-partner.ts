// The filing partner the tax-filing page hands members to. A fictional partner: this build has no
// network link to one, so the hand-off ends on an in-app confirmation.
export const filingPartnerName = 'LedgerLeaf Tax';

/** What the partner does for the member, in the order the page lists them. */
export function filingPartnerBenefits(brand: string): string[] {
  return [
    'File your federal return and the state returns you need, online, at your own pace.',
    'Answer plain-language questions instead of filling in forms line by line.',
    'Have your return checked for common mistakes before you submit it.',
    `Choose to have your refund deposited straight into your ${brand} checking account.`,
  ];
}
