import { maskedNumber } from '@fernleaf/contract/account-mask';
// An investment account as the API answers it: never its full number.
import type { InvestmentAccountView } from '@fernleaf/contract/investing';
import { type RiskTolerance, riskTolerances } from '@fernleaf/contract/investing-risk';
import type { InvestmentAccountRow } from './account-repo.ts';

export function investmentAccountView(row: InvestmentAccountRow): InvestmentAccountView {
  return {
    accountId: row.id,
    kind: row.kind,
    accountStatus: row.status,
    accountNo: maskedNumber(row.accountNumberLast4),
    accountCreatedOn: row.openedAt.toISOString(),
    riskScore: row.riskScore,
    riskTolerance: toleranceOf(row.riskTolerance),
    modelPortfolio: toleranceOf(row.modelPortfolio),
  };
}

/** The model a managed account invests in now (its own, changed only when the member adopts a new score). */
export function modelPortfolioOf(row: InvestmentAccountRow): RiskTolerance | null {
  return row.kind === 'MANAGED' ? toleranceOf(row.modelPortfolio) : null;
}

/** The columns hold a risk tolerance as text; read back through the list rather than cast. */
function toleranceOf(stored: string | null): RiskTolerance | null {
  return riskTolerances.find((tolerance) => tolerance === stored) ?? null;
}
