// What the sandbox provider's sign-in screen needs of a link session. The product opens the session
// and keeps it (modules/bank); a real provider would keep its own copy and hand back a token. The bank
// module implements this in its service (provider-sessions-service.ts) and app.ts hands it in, so the
// sandbox imports no module (decision 031).
import type { BankSource, LinkSession } from '@fernleaf/contract/bank';

export type ProviderSessionStatus = 'OPEN' | 'MFA_REQUIRED' | 'AUTHORIZED' | 'LINKED' | 'FAILED';

export interface ProviderSession {
  id: string;
  source: BankSource;
  /** As stored. */
  status: ProviderSessionStatus;
  /** As the member sees it now: past its expiry a session that did not reach LINKED reads FAILED. */
  effectiveStatus: ProviderSessionStatus;
  failedAttempts: number;
  /** Kept once the password was right and a code is asked for; lower-cased. */
  providerUsername: string | null;
}

export interface ProviderSessions {
  /** The member's own session; another member's reads as missing. */
  find(memberId: string, linkSessionId: string, now: Date): Promise<ProviderSession | undefined>;
  /** The member's own session as the product's screen shows it too. */
  show(memberId: string, linkSessionId: string, now: Date): Promise<LinkSession | undefined>;
  /** A session still signing in now waits for a code; false when it had moved on (another attempt finished first). */
  askForCode(sessionId: string, username: string): Promise<boolean>;
  /**
   * Counts a failed attempt and closes the session at `maxAttempts`, both attempts counted when two
   * arrive at once. Answers the status after, or undefined when the session was no longer signing in.
   */
  countFailure(sessionId: string, maxAttempts: number): Promise<ProviderSessionStatus | undefined>;
  /**
   * Records the sign-in and answers the one-time token to hand back (the product keeps only its hash);
   * undefined when the session had moved on.
   */
  authorize(sessionId: string, username: string): Promise<string | undefined>;
}
