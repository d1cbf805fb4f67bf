// The sandbox card network behind modules/cash-advance/card-network.ts's CardNetwork: a card whose
// number ends in 0002 is declined, like the well-known test card 4000 0000 0000 0002; every other
// valid number is approved. app.ts hands it in, where the compiler checks it fits (decision 031).
export function createSandboxCardNetwork() {
  return {
    verify: async (cardNumber: string): Promise<'APPROVED' | 'DECLINED'> =>
      cardNumber.endsWith('0002') ? 'DECLINED' : 'APPROVED',
  };
}
