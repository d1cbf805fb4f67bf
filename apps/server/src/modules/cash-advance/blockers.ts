// Why a member cannot take an advance now, each with the page that fixes it. The info and access
// calls show them; quoting and taking an advance refuse with the first one (a missing onboarding
// step is refused earlier, by the money-product guard, with ONBOARDING_STEP_REQUIRED).
import type { AccessBlocker } from '@fernleaf/contract/cash-advance';
import type { DenialReason } from '@fernleaf/contract/cash-advance-onboarding';
import { minimumAdvanceCents } from '@fernleaf/contract/cash-advance-pricing';
import type { Db } from '../../db/client.ts';
import { type LinkedCheckingAccount, liveCheckingAccountsOf } from '../bank/linked-accounts-service.ts';
import { linkedBankStatusAt } from '../checking/linked-bank-status.ts';
import { missingMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import { findSchedulesOf } from './advance-repo.ts';
import type { Standing } from './standing.ts';
import type { UnderwritingRow } from './underwriting-repo.ts';

export interface Blocker {
  code: AccessBlocker;
  message: string;
  actionPath: string | null;
}

const onboarding = '/onboarding/instacash/redirection';

/**
 * Why the member has no limit, in the words of the real reason: no bank linked yet, a bank linked
 * whose history is not read yet (the page's "Get started" reads it, so no second way in here), or the
 * linked bank's first reason for the denial with what would change it.
 */
function notQualified(underwriting: UnderwritingRow | undefined, checkingAccounts: LinkedCheckingAccount[]): Blocker {
  if (!underwriting) {
    const [linked] = checkingAccounts;
    return linked
      ? {
          code: 'NOT_QUALIFIED',
          message: `You linked ${linked.bankName}; we have not read its history yet. Get started to see what you can get.`,
          actionPath: null,
        }
      : {
          code: 'NOT_QUALIFIED',
          message: 'Link the bank account your pay goes into to see what you can get.',
          actionPath: null,
        };
  }
  const bankName = checkingAccounts.find((bank) => bank.linkedAccountId === underwriting.linkedAccountId)?.bankName;
  const [reason] = underwriting.denialReasons as DenialReason[];
  const which = bankName ? `The history of ${bankName}` : 'Your linked bank history';
  return {
    code: 'NOT_QUALIFIED',
    message: reason
      ? `${which} does not qualify for an advance yet. ${reason.title} ${reason.remedy}`
      : `${which} does not qualify for an advance yet. See why and what would change it.`,
    actionPath: onboarding,
  };
}

export async function blockersOf(db: Db, memberId: string, standing: Standing, now: Date): Promise<Blocker[]> {
  const { account, underwriting } = standing;
  const blockers: Blocker[] = [];
  // The money-product guard's steps (decision 025), so the page says what taking an advance would
  // refuse. Asked once the bank qualifies: identity comes after the answer (decision 016).
  const qualified = underwriting !== undefined && underwriting.outcome !== 'DENIED';
  const missing = qualified ? await missingMoneyProductPrerequisites(db, memberId, 'cash-advance', now) : [];
  if (missing.length > 0) {
    blockers.push({
      code: 'ONBOARDING_STEP_REQUIRED',
      message: `Finish setting up: ${missing.map((problem) => problem.message).join(' ')}`,
      actionPath: onboarding,
    });
  }
  const checkingAccounts = await liveCheckingAccountsOf(db, memberId);
  if (!underwriting || underwriting.outcome === 'DENIED') {
    blockers.push(notQualified(underwriting, checkingAccounts));
  }
  if (!account || account.status === 'PENDING') {
    blockers.push({
      code: 'NOT_SUBSCRIBED',
      message: 'Sign the Cash Advance agreements to turn advances on.',
      actionPath: onboarding,
    });
  } else if (account.status === 'CANCELLED') {
    blockers.push({
      code: 'SUBSCRIPTION_CANCELLED',
      message: 'You turned Cash Advance off. Turn it back on to take an advance.',
      actionPath: null,
    });
  }
  if (underwriting) {
    const candidate = checkingAccounts.find((bank) => bank.linkedAccountId === underwriting.linkedAccountId);
    if (!candidate || linkedBankStatusAt(candidate, now) !== 'COMPLETE') {
      blockers.push({
        code: 'BANK_NEEDS_RECONNECTING',
        message: 'The bank your advances are based on needs to be linked again.',
        actionPath: '/accounts',
      });
    }
  }
  const schedules = await findSchedulesOf(
    db,
    standing.openAdvances.map((advance) => advance.id),
  );
  if (schedules.some((schedule) => schedule.status === 'PARTIAL' || schedule.status === 'MISSED')) {
    blockers.push({
      code: 'REPAYMENT_OVERDUE',
      message: 'A repayment could not be collected in full. Repay it to take another advance.',
      actionPath: '/instacash/repayment',
    });
  }
  if (blockers.length === 0 && standing.availableCents < BigInt(minimumAdvanceCents)) {
    blockers.push({
      code: 'LIMIT_REACHED',
      message: 'You have used your limit. Repay to free it up.',
      actionPath: '/instacash/repayment',
    });
  }
  return blockers;
}
