// What the product needs from an identity bureau: an SSN check against the member's details, and
// knowledge-based questions when the check alone is not enough. The module owns this interface;
// sandbox/identity-bureau implements it and app.ts hands it in (decision 031); a real bureau would
// implement it too.

export interface IdentityApplicant {
  ssn: string;
  firstName: string;
  lastName: string;
  /** ISO YYYY-MM-DD. */
  dateOfBirth: string;
}

/** FLAGGED: the bureau holds a fraud alert on the SSN; the online check stops there. */
export type BureauVerdict = 'VERIFIED' | 'KBA_REQUIRED' | 'NOT_MATCHED' | 'FLAGGED';

/** The member's history as we hold it, from which the questions are drawn. */
export interface ApplicantHistory {
  /** Street of the current address, as the address verifier standardized it (e.g. 1600 MARKET ST). */
  addressLine1: string;
  city: string;
  phoneNumber: string | null;
}

export interface KbaQuestion {
  id: string;
  text: string;
  options: { id: string; text: string }[];
  correctOptionId: string;
}

export interface IdentityBureau {
  check(applicant: IdentityApplicant): Promise<BureauVerdict>;
  questions(history: ApplicantHistory, seed: string): KbaQuestion[];
}
