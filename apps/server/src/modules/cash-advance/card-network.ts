// The card network as the cash advance uses it when a debit card is added: a $0 verification, as
// issuers are asked before a card is saved. This module owns the interface; the sandbox
// (sandbox/card-network) implements it and app.ts hands it in (decision 031).
export type CardVerification = 'APPROVED' | 'DECLINED';

export interface CardNetwork {
  verify(cardNumber: string): Promise<CardVerification>;
}
