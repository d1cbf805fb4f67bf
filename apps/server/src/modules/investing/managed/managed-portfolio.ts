// The managed account's portfolio (decision 076): reading its profile, themes and
// allocation, adopting the member's new risk score, and adding or removing a theme. A change moves no
// money here: it records what changed, and the managed job trades toward the new targets in the next
// session, each order with the change as its reason.
import { errorCodes } from '@fernleaf/contract/errors';
import type { ManagedPortfolioView } from '@fernleaf/contract/investing-managed-portfolio';
import { modelPortfolios, type ThemeFund, themeFunds } from '@fernleaf/contract/investing-portfolios';
import { riskToleranceNames, riskTolerances } from '@fernleaf/contract/investing-risk';
import { maxThemes, themeShareBps } from '@fernleaf/contract/investing-targets';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { MarketData } from '../../market/market-data.ts';
import { type InvestmentAccountRow, updateAccountProfile } from '../accounts/account-repo.ts';
import { riskProfileIncomplete } from '../accounts/errors.ts';
import { investmentAccountOf, openInvestmentAccountOf } from '../accounts/open-account-of.ts';
import { riskScoreOf } from '../accounts/risk-profile.ts';
import { lockInvestmentAccount, runKeyUsed } from '../orders/order-repo.ts';
import { allocationView } from './managed-allocation.ts';
import { managedStateOf, managedTargetsOf, modelOf } from './managed-targets.ts';
import {
  deletePendingTargetChanges,
  deleteTheme,
  insertTargetChange,
  insertTheme,
  pendingTargetChanges,
} from './target-repo.ts';

export interface PortfolioOptions {
  market: MarketData;
  now: Date;
}

/** Only a managed account has a model: a self-directed one reads as none, as another member's does. */
function managedOnly(account: InvestmentAccountRow): InvestmentAccountRow {
  if (account.kind !== 'MANAGED') throw notFound('The managed investment account');
  return account;
}

export async function managedPortfolioOf(
  db: Db,
  memberId: string,
  accountId: string,
  options: PortfolioOptions,
): Promise<ManagedPortfolioView> {
  return portfolioView(db, managedOnly(await investmentAccountOf(db, memberId, accountId)), options);
}

/**
 * After the member answered the questions again: the account takes the current score. A new tolerance
 * changes the model and is recorded for the job; the same tolerance only updates the score.
 */
export async function adoptRiskProfile(
  tx: Tx,
  memberId: string,
  accountId: string,
  options: PortfolioOptions,
): Promise<ManagedPortfolioView> {
  const account = await lockedManagedAccount(tx, memberId, accountId);
  const score = await riskScoreOf(tx, memberId);
  if (score.score === null || score.riskTolerance === null) {
    throw riskProfileIncomplete(score.unansweredQuestionIds as Parameters<typeof riskProfileIncomplete>[0]);
  }
  const current = modelOf(account);
  await updateAccountProfile(tx, account.id, {
    riskScore: score.score,
    riskTolerance: score.riskTolerance,
    modelPortfolio: score.riskTolerance,
  });
  if (current !== score.riskTolerance) {
    // Changes of model the job has not traded on yet fold into one, from the model it trades from
    // now; back to that model, there is nothing left to trade for.
    const pending = (await pendingTargetChanges(tx, account.id)).filter((change) => change.kind === 'MODEL');
    const from = riskTolerances.find((tolerance) => tolerance === pending[0]?.subject) ?? current;
    await deletePendingTargetChanges(
      tx,
      pending.map((change) => change.id),
    );
    if (from !== score.riskTolerance) {
      await insertTargetChange(tx, {
        accountId: account.id,
        kind: 'MODEL',
        subject: from,
        description: `Your risk profile changed from ${riskToleranceNames[from]} to ${riskToleranceNames[score.riskTolerance]}`,
        changedAt: options.now,
      });
    }
  }
  return portfolioView(tx, await lockedManagedAccount(tx, memberId, accountId), options);
}

export async function addTheme(
  tx: Tx,
  memberId: string,
  accountId: string,
  symbol: ThemeFund,
  options: PortfolioOptions,
): Promise<ManagedPortfolioView> {
  const account = await lockedManagedAccount(tx, memberId, accountId);
  const { themes } = await managedTargetsOf(tx, account);
  if (themes.some((theme) => theme.symbol === symbol)) {
    throw themeRefused(`${themeName(symbol)} is in your account already.`);
  }
  if (themes.length >= maxThemes) {
    throw themeRefused(`An account holds ${maxThemes} themes at most. Remove one before adding ${themeName(symbol)}.`);
  }
  await insertTheme(tx, account.id, symbol, options.now);
  await recordThemeChange(tx, account.id, 'THEME_ADDED', symbol, options.now);
  return portfolioView(tx, account, options);
}

export async function removeTheme(
  tx: Tx,
  memberId: string,
  accountId: string,
  symbol: ThemeFund,
  options: PortfolioOptions,
): Promise<ManagedPortfolioView> {
  const account = await lockedManagedAccount(tx, memberId, accountId);
  if (!(await deleteTheme(tx, account.id, symbol))) {
    throw themeRefused(`${themeName(symbol)} is not one of your account's themes.`);
  }
  await recordThemeChange(tx, account.id, 'THEME_REMOVED', symbol, options.now);
  return portfolioView(tx, account, options);
}

/**
 * Records a theme added or removed, unless it undoes a change of the same theme the job has not traded
 * on yet: then both are withdrawn, and the job has nothing to explain.
 */
async function recordThemeChange(
  tx: Tx,
  accountId: string,
  kind: 'THEME_ADDED' | 'THEME_REMOVED',
  symbol: ThemeFund,
  now: Date,
): Promise<void> {
  const opposite = kind === 'THEME_ADDED' ? 'THEME_REMOVED' : 'THEME_ADDED';
  const undone = (await pendingTargetChanges(tx, accountId)).filter(
    (change) => change.kind === opposite && change.subject === symbol,
  );
  if (undone.length > 0) {
    await deletePendingTargetChanges(
      tx,
      undone.map((change) => change.id),
    );
    return;
  }
  await insertTargetChange(tx, {
    accountId,
    kind,
    subject: symbol,
    description: `${kind === 'THEME_ADDED' ? 'Theme added' : 'Theme removed'}: ${themeName(symbol)}`,
    changedAt: now,
  });
}

/** The member's open managed account, locked so a change and the job's run never interleave. */
async function lockedManagedAccount(tx: Tx, memberId: string, accountId: string): Promise<InvestmentAccountRow> {
  // Locking an id first reveals nothing: the member's ownership is checked right after, under the lock.
  await lockInvestmentAccount(tx, accountId);
  return managedOnly(await openInvestmentAccountOf(tx, memberId, accountId));
}

async function portfolioView(db: Db, account: InvestmentAccountRow, options: PortfolioOptions) {
  const targets = await managedTargetsOf(db, account);
  const { state, tradeDate } = await managedStateOf(db, account, targets, options.market, options.now);
  const [changes, rebalancedToday] = await Promise.all([
    pendingTargetChanges(db, account.id),
    runKeyUsed(db, account.id, `rebalance:${tradeDate}`),
  ]);
  const names = new Map<string, { name: string; theme: string | null }>(
    options.market.assets().map((asset) => [asset.symbol, { name: asset.name, theme: null }]),
  );
  for (const target of targets.targets) names.set(target.symbol, { name: target.name, theme: target.theme });
  const share = themeShareBps(modelPortfolios[targets.tolerance]);
  return {
    accountId: account.id,
    riskScore: scoreOf(account),
    riskTolerance: targets.tolerance,
    modelPortfolio: targets.tolerance,
    themes: targets.themes.map((theme) => ({
      symbol: theme.symbol,
      theme: themeFunds[theme.symbol].theme,
      name: themeFunds[theme.symbol].name,
      targetBps: share,
      addedAt: theme.addedAt.toISOString(),
    })),
    themeShareBps: share,
    maxThemes,
    pendingChanges: changes.map((change) => ({
      kind: change.kind,
      description: change.description,
      changedAt: change.changedAt.toISOString(),
    })),
    allocation: allocationView({
      state,
      names,
      pendingChanges: changes.map((change) => change.description),
      rebalancedToday,
      now: options.now,
    }),
  } satisfies ManagedPortfolioView;
}

/** A managed row always carries its score (a check of the table); read it without a cast. */
function scoreOf(account: InvestmentAccountRow): number {
  if (account.riskScore === null) throw new Error(`managed account ${account.id} has no risk score`);
  return account.riskScore;
}

function themeName(symbol: ThemeFund): string {
  return `${themeFunds[symbol].theme} (${symbol})`;
}

function themeRefused(message: string): AppError {
  return new AppError(422, errorCodes.THEME_NOT_ACCEPTED, 'Theme not changed', message, { symbol: message });
}
