// The products that collect repayments on payday, and so ask for the member's pay schedule under
// /add-{product}/payment-schedule/...: the cash advance, the credit-builder membership (its credit
// reserve and advance) and the subscription plan.
export const addFlows = ['add-instacash', 'add-cbplus', 'add-wow'] as const;
export type AddFlow = (typeof addFlows)[number];

export function isAddFlow(value: string): value is AddFlow {
  return (addFlows as readonly string[]).includes(value);
}

/** Where Continue leads when the flow did not say where it came from. */
export const defaultReturnTo = '/home';
