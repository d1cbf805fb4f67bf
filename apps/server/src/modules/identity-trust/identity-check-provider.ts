// What the product needs from a document-and-selfie check provider: the address where a member takes
// the check of one interview. The provider sends the member back to the product's callback page and
// records the outcome on the interview. The module owns this interface; sandbox/identity-trust
// implements it and app.ts hands it in (decision 031); a real provider would implement it too (and
// report outcomes through its webhook).

export interface IdentityCheckProvider {
  checkUrl(interviewId: string): string;
}
