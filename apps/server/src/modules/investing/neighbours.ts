// What investing asks of the member's other products (decision 048): onboarding's guard, whether
// checking is open, and a linked account that may move money. Checking's account summary and onboarding's
// flows read investing (service.ts), so investing may not import them back: app.ts hands their services
// in, and that assignment is where the compiler checks they fit.
import type { Db } from '../../db/client.ts';

/** A linked bank account of the member, as a deposit from it names it. */
export interface UsableLinkedAccount {
  id: string;
  institutionName: string;
  mask: string;
}

export interface InvestingNeighbours {
  /**
   * The guard every money product passes (decision 025): throws 409 ONBOARDING_STEP_REQUIRED naming
   * every step still missing, unless the member may invest.
   */
  requireInvestingPrerequisites(db: Db, memberId: string, now: Date): Promise<void>;
  /** Whether the member's checking account is open: cash moves between it and investing. */
  checkingIsOpen(db: Db, memberId: string): Promise<boolean>;
  /**
   * The member's linked account if its bank may move money now: 404 for another member's or an unknown
   * account, 422 naming `linkedAccountId` when its bank is still linking, unlinked or removed.
   */
  usableLinkedAccount(db: Db, memberId: string, linkedAccountId: string, now: Date): Promise<UsableLinkedAccount>;
}
