// One calendar month of a sandbox checking account. Each month is built on its own, from the account
// id and the month, between two planned balances (this month's start and the next month's), so any
// window of history can be produced without replaying the years before it, and whatever day it is
// asked for, a date always holds the same transactions.
//
// The month's income and bills come first; what is left between the two planned balances is the
// month's budget for purchases, shared across the purchases of its days. A purchase that would take
// the balance too low (counting bills still to come) is cut, and the cut spent later in the month.

import { allocateCents as allocateExactCents } from '@fernleaf/contract/allocate-cents';
import { nextMonth, weekdayOf, type YearMonth } from '@fernleaf/contract/calendar/days';
import { type CheckingProfile, ELECTRIC_SEASON, type HabitKind } from './checking-profile.ts';
import { type Flow, type MonthHistory, sumCents } from './history-flow.ts';
import { type Merchant, statementLine } from './merchants.ts';
import { paydaysInMonth, plannedChecksPerMonth } from './pay-schedule.ts';
import { seededRandom } from './seeded-random.ts';
import type { TransactionCategory } from './transaction-categories.ts';
import { daysInMonth, firstDayOfMonth, isBusinessDay, monthKey, onOrBeforeBusinessDay } from './utc-days.ts';

/** No end of day is planned below this: people keep a little in the account. */
export const CHECKING_FLOOR_CENTS = 2_500;

/** A month's purchases never fall below this share of the usual, even after a costly month of bills. */
const MINIMUM_BUDGET_SHARE = 0.3;

const HABIT_CATEGORY: Record<HabitKind, TransactionCategory> = {
  GAS: 'GAS',
  COFFEE: 'RESTAURANTS',
  RESTAURANTS: 'RESTAURANTS',
  SHOPPING: 'SHOPPING',
  HEALTH: 'HEALTH',
  ENTERTAINMENT: 'ENTERTAINMENT',
  RIDES: 'TRAVEL',
  TRIPS: 'TRAVEL',
};

function dayOfMonth(yearMonth: YearMonth, dayOfMonthNumber: number): number {
  return firstDayOfMonth(yearMonth) + dayOfMonthNumber - 1;
}

/** Everything in the month that is not a discretionary purchase: pay, housing, bills, transfers, cash. */
export function checkingFixedFlows(profile: CheckingProfile, yearMonth: YearMonth): Flow[] {
  const random = seededRandom('checking-fixed', profile.accountId, monthKey(yearMonth));
  const flows: Flow[] = [];
  const { pay } = profile;
  const paydays = paydaysInMonth(pay, yearMonth);
  const planned = plannedChecksPerMonth(pay.frequency);
  paydays.forEach((day, index) => {
    // Take-home pay moves a little from check to check (hours, overtime), within 2%.
    const variation = seededRandom('paycheck', profile.accountId, day).next() * 2 - 1;
    const amountCents = pay.typicalAmountCents + Math.round(pay.typicalAmountCents * 0.02 * variation);
    flows.push({
      day,
      amountCents,
      category: 'INCOME',
      description: `${pay.employer.toUpperCase()} PAYROLL DIR DEP`,
      merchantName: pay.employer,
      channel: 'ACH',
      key: `pay-${index}`,
    });
    // The months' spending is planned on the usual number of checks; a 5th weekly or 3rd biweekly
    // check is mostly put aside, the way people budget.
    if (index >= planned) {
      flows.push(transferToSavings(day, Math.floor((amountCents * 0.9) / 5_000) * 5_000, `savings-extra-${index}`));
    }
  });

  const { housing } = profile;
  flows.push({
    day: firstDayOfMonth(yearMonth),
    amountCents: -housing.amountCents,
    category: 'RENT',
    description: `${housing.payee.toUpperCase()} ${housing.isMortgage ? 'MTG PYMT' : 'RENT'}`,
    merchantName: housing.payee,
    channel: 'ACH',
    key: 'housing',
  });
  const electricCents = Math.round(
    profile.electric.amountCents * (ELECTRIC_SEASON[yearMonth.month] ?? 1) * (0.92 + random.next() * 0.16),
  );
  for (const [key, bill, amountCents, category] of [
    ['electric', profile.electric, electricCents, 'UTILITIES'],
    ['internet', profile.internet, profile.internet.amountCents, 'UTILITIES'],
    ['phone', profile.phone, profile.phone.amountCents, 'PHONE'],
  ] as const) {
    flows.push({
      // Billers draw on business days; a due date on a weekend is drawn the Friday before.
      day: onOrBeforeBusinessDay(dayOfMonth(yearMonth, bill.dayOfMonth)),
      amountCents: -amountCents,
      category,
      description: bill.descriptor,
      merchantName: bill.name,
      channel: 'ACH',
      key,
    });
  }
  for (const { subscription, dayOfMonth: subscriptionDay } of profile.subscriptions) {
    flows.push({
      day: dayOfMonth(yearMonth, subscriptionDay),
      amountCents: -subscription.priceCents,
      category: 'SUBSCRIPTIONS',
      description: subscription.descriptor,
      merchantName: subscription.name,
      channel: 'CARD',
      key: `subscription-${subscription.name}`,
    });
  }

  const firstPayday = paydays[0];
  if (firstPayday !== undefined && random.chance(profile.extraSavingsMonthlyChance)) {
    flows.push(transferToSavings(firstPayday, random.int(2, 12) * 2_500, 'savings-occasional'));
  }

  if (random.chance(profile.atmMonthlyChance)) {
    const withdrawals = random.int(1, 2);
    for (let index = 0; index < withdrawals; index++) {
      const day = dayOfMonth(yearMonth, random.int(1, daysInMonth(yearMonth)));
      flows.push({
        day,
        amountCents: -random.int(2, 10) * 2_000,
        category: 'ATM',
        description: `ATM WITHDRAWAL #${random.int(1000, 9999)}`,
        merchantName: null,
        channel: 'ATM',
        key: `atm-${index}`,
      });
      // Another bank's machine now and then, and its fee.
      if (random.chance(0.3)) {
        flows.push({
          day,
          amountCents: -300,
          category: 'FEES',
          description: 'NON-NETWORK ATM FEE',
          merchantName: null,
          channel: 'FEE',
          key: `atm-fee-${index}`,
        });
      }
    }
  }
  return flows;
}

function transferToSavings(day: number, amountCents: number, key: string): Flow {
  return {
    day,
    amountCents: -amountCents,
    category: 'TRANSFER',
    description: 'ONLINE TRANSFER TO SAVINGS',
    merchantName: null,
    channel: 'TRANSFER',
    key,
  };
}

/** How deep the flows take the balance below where the month started, at the worst end of a day. */
function deepestDip(flows: readonly Flow[]): number {
  const byDay = new Map<number, number>();
  for (const flow of flows) byDay.set(flow.day, (byDay.get(flow.day) ?? 0) + flow.amountCents);
  let running = 0;
  let lowest = 0;
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    running += byDay.get(day) ?? 0;
    lowest = Math.min(lowest, running);
  }
  return -lowest;
}

/**
 * The planned balance at the start of a month: near the account's level, and always enough that
 * the month's bills alone never take it below the floor.
 */
export function checkingOpeningCents(profile: CheckingProfile, yearMonth: YearMonth, fixed: readonly Flow[]): number {
  const drift = seededRandom('checking-opening', profile.accountId, monthKey(yearMonth)).next() * 2 - 1;
  const planned = profile.levelCents + Math.round(drift * profile.levelJitterCents);
  return Math.max(planned, CHECKING_FLOOR_CENTS + deepestDip(fixed));
}

/**
 * Purchases whose price hardly depends on how much a person has to spend: a coffee, a tank of gas,
 * a ride. They keep their drawn price; the rest of the budget stretches or shrinks the others.
 */
const FIXED_PRICE_HABITS: ReadonlySet<HabitKind> = new Set(['COFFEE', 'GAS', 'RIDES']);

const CATCH_UP_SHOP: Merchant = { name: 'Amazon', descriptor: 'AMAZON MKTPL*#', minCents: 0, maxCents: 0 };

interface Candidate {
  day: number;
  weightCents: number;
  fixedPrice: boolean;
  category: TransactionCategory;
  merchant: Merchant;
  key: string;
}

/** The purchases of each day, with a typical amount each; the month's budget is shared by these. */
function purchaseCandidates(profile: CheckingProfile, yearMonth: YearMonth): Candidate[] {
  const first = firstDayOfMonth(yearMonth);
  const candidates: Candidate[] = [];
  for (let day = first; day < first + daysInMonth(yearMonth); day++) {
    const random = seededRandom('checking-day', profile.accountId, day);
    const dow = weekdayOf(day);
    const add = (category: TransactionCategory, merchants: readonly Merchant[], key: string, fixedPrice = false) => {
      const merchant = random.pick(merchants);
      const weightCents = random.int(merchant.minCents, merchant.maxCents);
      candidates.push({ day, weightCents, fixedPrice, category, merchant, key });
    };
    const { grocery } = profile;
    if (dow === grocery.mainWeekday && random.chance(0.92)) add('GROCERIES', grocery.stores, 'groceries-0');
    if (dow === grocery.extraWeekday && random.chance(grocery.extraChance)) {
      add('GROCERIES', grocery.stores, 'groceries-1');
    }
    for (const { kind, habit } of profile.habits) {
      if (habit.weekdaysOnly && !isBusinessDay(day)) continue;
      if (random.chance(habit.dailyChance)) {
        add(HABIT_CATEGORY[kind], habit.merchants, kind.toLowerCase(), FIXED_PRICE_HABITS.has(kind));
      }
    }
  }
  return candidates;
}

function storeNumber(accountId: string, merchant: Merchant): number {
  // Each person has their own store of a chain, the one near them.
  return seededRandom('store', accountId, merchant.name).int(101, 9_899);
}

function purchase(accountId: string, candidate: Candidate, amountCents: number): Flow {
  return {
    day: candidate.day,
    amountCents: -amountCents,
    category: candidate.category,
    description: statementLine(candidate.merchant.descriptor, storeNumber(accountId, candidate.merchant)),
    merchantName: candidate.merchant.name,
    channel: 'CARD',
    key: candidate.key,
  };
}

/** Each candidate's share of the budget, summing exactly to it. */
function planPurchases(budget: number, candidates: readonly Candidate[]): number[] {
  if (candidates.length === 0) return [];
  const fixedTotal = candidates.reduce((sum, c) => sum + (c.fixedPrice ? c.weightCents : 0), 0);
  const flexible = candidates.filter((c) => !c.fixedPrice);
  // Only when the fixed-price purchases leave something for the others; else everything scales.
  if (flexible.length === 0 || fixedTotal >= budget) {
    return allocateCents(
      budget,
      candidates.map((c) => c.weightCents),
    );
  }
  const flexibleShares = allocateCents(
    budget - fixedTotal,
    flexible.map((c) => c.weightCents),
  );
  let next = 0;
  return candidates.map((c) => (c.fixedPrice ? c.weightCents : (flexibleShares[next++] ?? 0)));
}

/**
 * For each day of the month, how far the fixed flows of the days after it will take the balance
 * down at worst, so that a purchase never spends money a later bill needs.
 */
function reserveAfterEachDay(fixed: readonly Flow[], first: number, length: number): number[] {
  const byDay = new Array<number>(length).fill(0);
  for (const flow of fixed) byDay[flow.day - first] = (byDay[flow.day - first] ?? 0) + flow.amountCents;
  const reserve = new Array<number>(length).fill(0);
  let lowestAhead = 0;
  for (let t = length - 1; t >= 0; t--) {
    reserve[t] = -lowestAhead;
    lowestAhead = Math.min(0, (byDay[t] ?? 0) + lowestAhead);
  }
  return reserve;
}

export function checkingMonth(profile: CheckingProfile, yearMonth: YearMonth): MonthHistory {
  const first = firstDayOfMonth(yearMonth);
  const length = daysInMonth(yearMonth);
  const fixed = checkingFixedFlows(profile, yearMonth);
  const openingCents = checkingOpeningCents(profile, yearMonth, fixed);
  const following = nextMonth(yearMonth);
  const closingCents = checkingOpeningCents(profile, following, checkingFixedFlows(profile, following));

  let budget = openingCents + sumCents(fixed) - closingCents;
  const minimumBudget = Math.round(profile.expectedDiscretionaryCents * MINIMUM_BUDGET_SHARE);
  if (budget < minimumBudget) {
    // A month of heavy bills: money comes back from savings rather than the person going without.
    fixed.push({
      day: first,
      amountCents: minimumBudget - budget,
      category: 'TRANSFER',
      description: 'ONLINE TRANSFER FROM SAVINGS',
      merchantName: null,
      channel: 'TRANSFER',
      key: 'savings-topup',
    });
    budget = minimumBudget;
  }

  const candidates = purchaseCandidates(profile, yearMonth);
  const planned = planPurchases(budget, candidates);
  const reserve = reserveAfterEachDay(fixed, first, length);
  const fixedByDay = new Map<number, number>();
  for (const flow of fixed) fixedByDay.set(flow.day, (fixedByDay.get(flow.day) ?? 0) + flow.amountCents);

  // Walk the month day by day. A purchase that would leave less than the floor plus what later bills
  // need is cut, and the cut spent by later purchases (each at most doubled) or on the last day.
  const purchases: Flow[] = [];
  let balance = openingCents;
  let deferred = 0;
  let next = 0;
  for (let t = 0; t < length; t++) {
    balance += fixedByDay.get(first + t) ?? 0;
    for (; next < candidates.length && candidates[next]?.day === first + t; next++) {
      const share = planned[next] ?? 0;
      const room = Math.max(0, balance - CHECKING_FLOOR_CENTS - (reserve[t] ?? 0));
      const amount = Math.min(share + Math.min(deferred, share), room);
      deferred += share - amount;
      balance -= amount;
      if (amount > 0) purchases.push(purchase(profile.accountId, candidates[next] as Candidate, amount));
    }
  }
  if (deferred > 0) {
    // Safe by construction: spending all of it lands exactly on next month's planned opening.
    const merchant = profile.habits.find((h) => h.kind === 'SHOPPING')?.habit.merchants[0] ?? CATCH_UP_SHOP;
    const day = first + length - 1;
    purchases.push(
      purchase(
        profile.accountId,
        { day, weightCents: 0, fixedPrice: false, category: 'SHOPPING', merchant, key: 'catch-up' },
        deferred,
      ),
    );
    balance -= deferred;
  }
  if (balance !== closingCents) {
    throw new Error(
      `Checking month ${monthKey(yearMonth)} of ${profile.accountId} ends at ${balance}, not ${closingCents}`,
    );
  }

  // Stable sort: within a day, pay and bills come before purchases.
  const flows = [...fixed, ...purchases].sort((a, b) => a.day - b.day);
  return { openingCents, flows };
}

/** The money module's largest-remainder split, on the numbers of cents this history is built from. */
function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  return allocateExactCents(BigInt(totalCents), weights.map(BigInt)).map(Number);
}
