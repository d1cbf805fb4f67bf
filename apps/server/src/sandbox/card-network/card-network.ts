// The card network's answer when a debit card is added (a $0 verification, as issuers are asked
// before a card is saved). In the sandbox a card whose number ends in 0002 is declined, like the
// well-known test card 4000 0000 0000 0002; every other valid number is approved.
export type CardVerification = 'APPROVED' | 'DECLINED';

export interface CardNetwork {
  verify(cardNumber: string): Promise<CardVerification>;
}

export function createSandboxCardNetwork(): CardNetwork {
  return {
    verify: async (cardNumber) => (cardNumber.endsWith('0002') ? 'DECLINED' : 'APPROVED'),
  };
}
