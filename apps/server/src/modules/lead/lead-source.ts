// What the product needs from the partners' lead service: a lead by its id, with the partner and
// offer it came with, the phone number the visitor gave, and the personal information to prefill.
// The module owns this interface; sandbox/lead-source implements it and app.ts hands it in (decision
// 031); a real lead service would implement it too.

export interface Lead {
  leadUuid: string;
  /** The partner that sent the visitor (lower case). */
  utmSource: string;
  offerId: string;
  /** Ten digits, as the member's verified phone number is stored. */
  phoneNumber: string;
  personalInformation: {
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zipcode: string;
    /** Nine digits, or null when the partner sent none; it never leaves the server unmasked. */
    ssn: string | null;
  };
}

export interface LeadSource {
  find(leadUuid: string): Promise<Lead | undefined>;
}
