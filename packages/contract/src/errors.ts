// The codes of the error envelope every failed call answers with; no zod, so any page can import them
// (the envelope schema is in envelopes.ts).
export const errorCodes = {
  /** Input failed validation; `fields` names each bad field. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** A value the operation needs is absent (spec section 5). */
  MISSING_VALUES: 'MISSING_VALUES',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  /** The same Idempotency-Key was sent with a different request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** A request with the same Idempotency-Key is still being processed. */
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  INVALID_TOKEN_OR_EXPIRED: 'INVALID_TOKEN_OR_EXPIRED',
  /** The session is no longer valid: the client signs out and reloads (spec section 8). */
  G001: 'G001',
  TIMEOUT: 'TIMEOUT',
  /** Email and password do not match an account. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Too many failed sign-ins in a row: the account is locked for a while. */
  SIGN_IN_LOCKED: 'SIGN_IN_LOCKED',
  /** Sign-up with an email that already has an account. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** The code sent to confirm a new email address is wrong, expired, used or out of tries; the description says which. */
  EMAIL_CHANGE_CODE_INVALID: 'EMAIL_CHANGE_CODE_INVALID',
  /** The sign-in interaction expired or was never started in this browser. */
  SIGN_IN_SESSION_EXPIRED: 'SIGN_IN_SESSION_EXPIRED',
  /** A movement of money would take an account below what its product allows. */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  /** The same money movement was sent again with different amounts or accounts. */
  LEDGER_REFERENCE_REUSED: 'LEDGER_REFERENCE_REUSED',
  /** The provider's one-time token (Akoya: code) cannot finish the link: wrong, expired, or sign-in not finished. */
  LINK_TOKEN_INVALID: 'LINK_TOKEN_INVALID',
  /** Opening the checking account before signing its agreements. */
  ESIGN_REQUIRED: 'ESIGN_REQUIRED',
  /** The address verifier refused the address; `fields` holds each form field's message. */
  INVALID_V2: 'INVALID_V2',
  /** The address is a PO box (codes AS10, AS11, AS20); a physical home address is needed. */
  INVALID_PO_BOX_V2: 'INVALID_PO_BOX_V2',
  /** The address has only bypass-allowed codes; send it again with `bypass: true` once the member confirms it. */
  ADDRESS_BYPASS_REQUIRED: 'ADDRESS_BYPASS_REQUIRED',
  /** An onboarding step before this one is not done yet; the state call names the step to show. */
  ONBOARDING_STEP_REQUIRED: 'ONBOARDING_STEP_REQUIRED',
  /** Too many identity checks failed: online verification is closed and support takes over. */
  IDENTITY_CHECK_LOCKED: 'IDENTITY_CHECK_LOCKED',
  /** A second SSN check for a member whose identity is already checked, with another number. */
  IDENTITY_ALREADY_VERIFIED: 'IDENTITY_ALREADY_VERIFIED',
  /**
   * A field an identity check was decided on (the date of birth) cannot be changed by the member once
   * the check ran; member support corrects it, checking the new value again.
   */
  IDENTITY_FIELD_LOCKED: 'IDENTITY_FIELD_LOCKED',
  /** The identity questions expired or were already answered; new ones are asked. */
  KBA_QUIZ_EXPIRED: 'KBA_QUIZ_EXPIRED',
  /** Joining a campaign outside its window; the description says whether it has not started or has ended. */
  CAMPAIGN_NOT_OPEN: 'CAMPAIGN_NOT_OPEN',
  /** The call reads the member's linked banks and they have none (or removed them all): link one first. */
  BANK_NOT_LINKED: 'BANK_NOT_LINKED',
  /** Advances cannot be taken now (not subscribed, turned off, overdue, bank to reconnect); the description says why. */
  CASH_ADVANCE_UNAVAILABLE: 'CASH_ADVANCE_UNAVAILABLE',
  /** Sending an advance to a debit card needs a document-and-selfie check first. */
  IDENTITY_CHECK_REQUIRED: 'IDENTITY_CHECK_REQUIRED',
  /** The card network refused the card. */
  CARD_DECLINED: 'CARD_DECLINED',
  /** Signed terms were quoted on another day (the repayment date and APR move with the date): sign new ones. */
  TERMS_EXPIRED: 'TERMS_EXPIRED',
  /** Full card or account numbers need a fresh step-up check (password or texted code) on this session. */
  STEP_UP_REQUIRED: 'STEP_UP_REQUIRED',
  /** Too many wrong passwords or codes at the step-up check: it pauses for a while. */
  STEP_UP_LOCKED: 'STEP_UP_LOCKED',
  /** Too many wrong card details at activation: it pauses for a while. */
  CARD_ACTIVATION_LOCKED: 'CARD_ACTIVATION_LOCKED',
  /** The member has no investment account and no credit reserve (spec section 8): the web app sets both to null. */
  U0022: 'U0022',
  /** A second investment account of a kind the member already holds (one managed and one self-directed at most). */
  INVESTMENT_ACCOUNT_EXISTS: 'INVESTMENT_ACCOUNT_EXISTS',
  /** The investment account is closed: it takes no new money or orders. */
  INVESTMENT_ACCOUNT_CLOSED: 'INVESTMENT_ACCOUNT_CLOSED',
  /** A sale of more shares than the account holds (less what waiting sales already promised). */
  INSUFFICIENT_SHARES: 'INSUFFICIENT_SHARES',
  /** A market order the account cannot take: a managed account's trades are the adviser's, or it is worth under a cent. */
  ORDER_NOT_ACCEPTED: 'ORDER_NOT_ACCEPTED',
  /** The symbol is already on the member's watchlist. */
  WATCHLIST_DUPLICATE: 'WATCHLIST_DUPLICATE',
  /** The watchlist holds its most symbols: remove one before adding another. */
  WATCHLIST_FULL: 'WATCHLIST_FULL',
  /** A theme the managed account cannot take: added already, one too many, or not among its themes to remove. */
  THEME_NOT_ACCEPTED: 'THEME_NOT_ACCEPTED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
