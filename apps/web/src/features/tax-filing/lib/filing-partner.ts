// The filing partner the tax-filing page hands members to: a fictional partner whose page, outside
// production, is the sandbox partner page the hand-off answers (POST /api/tax-filing/hand-off).
import { filingPartner } from '@fernleaf/contract/tax-filing';

export const filingPartnerName = filingPartner.name;

/** What the partner does for the member, in the order the page lists them. */
export function filingPartnerBenefits(brand: string): string[] {
  return [
    'File your federal return and the state returns you need, online, at your own pace.',
    'Answer plain-language questions instead of filling in forms line by line.',
    'Have your return checked for common mistakes before you submit it.',
    `Choose to have your refund deposited straight into your ${brand} checking account.`,
  ];
}
