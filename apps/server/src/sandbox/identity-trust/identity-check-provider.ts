// What the product needs from a document-and-selfie check provider: the address where a member takes
// the check of one interview. The provider sends the member back to the product's callback page and
// records the outcome on the interview. The sandbox in this folder is the one used here; a real
// provider would implement the same interface (and report outcomes through its webhook).

export interface IdentityCheckProvider {
  checkUrl(interviewId: string): string;
}
