// The person behind a sandbox checking account: pay, housing, bills, habits and the level the balance
// hovers around. Drawn once from the account id, so every month of the history agrees with the others.
import {
  type Biller,
  COFFEE_SHOPS,
  ELECTRIC_UTILITIES,
  EMPLOYERS,
  ENTERTAINMENT,
  GAS_STATIONS,
  GROCERS,
  INTERNET_PROVIDERS,
  LANDLORDS,
  type Merchant,
  MORTGAGE_SERVICERS,
  PHARMACIES,
  PHONE_CARRIERS,
  RESTAURANTS,
  RIDES,
  SHOPS,
  SUBSCRIPTIONS,
  type Subscription,
  TRIPS,
} from './merchants.ts';
import { type PayFrequency, type PayRule, type PaySchedule, plannedChecksPerMonth } from './pay-schedule.ts';
import { seededRandom } from './seeded-random.ts';

/** A kind of purchase made now and then: where, and the chance of one on a given day. */
export interface Habit {
  merchants: readonly Merchant[];
  dailyChance: number;
  weekdaysOnly: boolean;
}

export interface MonthlyBill extends Biller {
  dayOfMonth: number;
  amountCents: number;
}

export interface CheckingProfile {
  accountId: string;
  pay: PaySchedule & PayRule;
  /** What a month's spending is planned on: 4 weekly, 2 biweekly or semi-monthly, or 1 monthly check. */
  plannedMonthlyIncomeCents: number;
  housing: { payee: string; isMortgage: boolean; amountCents: number };
  /** amountCents before the season's factor (ELECTRIC_SEASON) and a little month-to-month noise. */
  electric: MonthlyBill;
  internet: MonthlyBill;
  phone: MonthlyBill;
  subscriptions: { subscription: Subscription; dayOfMonth: number }[];
  grocery: { stores: readonly Merchant[]; mainWeekday: number; extraWeekday: number; extraChance: number };
  habits: { kind: HabitKind; habit: Habit }[];
  atmMonthlyChance: number;
  extraSavingsMonthlyChance: number;
  /** The balance a month starts near, before the day's flows. */
  levelCents: number;
  /** How far a month's starting balance strays from the level, either way. */
  levelJitterCents: number;
  /** A month's purchases (groceries, dining, shopping...) on average. */
  expectedDiscretionaryCents: number;
}

export type HabitKind = 'GAS' | 'COFFEE' | 'RESTAURANTS' | 'SHOPPING' | 'HEALTH' | 'ENTERTAINMENT' | 'RIDES' | 'TRIPS';

/** Electricity by month, January first: air conditioning in summer, heating in winter. */
export const ELECTRIC_SEASON = [1.2, 1.15, 1.0, 0.9, 0.9, 1.05, 1.25, 1.25, 1.05, 0.9, 0.95, 1.15] as const;
const ELECTRIC_SEASON_MEAN = ELECTRIC_SEASON.reduce((sum, factor) => sum + factor, 0) / ELECTRIC_SEASON.length;

/** ATM visits: when a month has any, 1 or 2 withdrawals of $40-$200 (checking-month.ts). */
const ATM_EXPECTED_WHEN_USED_CENTS = 1.5 * 12_000 + 0.3 * 1.5 * 300;
/** An occasional transfer to savings is $50-$300 (checking-month.ts). */
const EXTRA_SAVINGS_EXPECTED_CENTS = 17_500;

const DAYS_PER_MONTH = 30.44;
const WEEKDAYS_PER_MONTH = DAYS_PER_MONTH * (5 / 7);

// Paychecks per frequency. Amounts are take-home pay; monthly-paid people earn more per check.
const PAY_RANGES: Record<PayFrequency, { weight: number; minCents: number; maxCents: number }> = {
  WEEKLY: { weight: 25, minCents: 60_000, maxCents: 130_000 },
  BIWEEKLY: { weight: 40, minCents: 115_000, maxCents: 260_000 },
  SEMI_MONTHLY: { weight: 20, minCents: 125_000, maxCents: 280_000 },
  MONTHLY: { weight: 15, minCents: 250_000, maxCents: 560_000 },
};

// Share of a month's planned income the start-of-month balance holds on top of a cushion: a
// monthly-paid person must carry a whole month of spending, a weekly-paid one about a week and rent.
const LEVEL_SHARE: Record<PayFrequency, number> = { WEEKLY: 0.45, BIWEEKLY: 0.6, SEMI_MONTHLY: 0.6, MONTHLY: 1.05 };

/** Discretionary purchase habits beyond these multiples of the base rates would be implausible. */
const MIN_HABIT_SCALE = 0.6;
const MAX_HABIT_SCALE = 1.8;

function pickFrequency(roll: number): PayFrequency {
  let left = roll * 100;
  for (const [frequency, range] of Object.entries(PAY_RANGES) as [PayFrequency, (typeof PAY_RANGES)[PayFrequency]][]) {
    left -= range.weight;
    if (left < 0) return frequency;
  }
  return 'MONTHLY';
}

function meanCents(merchants: readonly Merchant[]): number {
  return merchants.reduce((sum, m) => sum + (m.minCents + m.maxCents) / 2, 0) / merchants.length;
}

export function checkingProfile(accountId: string): CheckingProfile {
  const random = seededRandom('checking-profile', accountId);
  const frequency = pickFrequency(random.next());
  const range = PAY_RANGES[frequency];
  const typicalAmountCents = random.int(range.minCents, range.maxCents);
  const plannedMonthlyIncomeCents = typicalAmountCents * plannedChecksPerMonth(frequency);
  const pay = {
    frequency,
    employer: random.pick(EMPLOYERS),
    typicalAmountCents,
    // Day 1 (1970-01-02) and day 8 are Fridays: the two possible biweekly cycles.
    biweeklyAnchorDay: random.chance(0.5) ? 1 : 8,
  };

  const isMortgage = random.chance(0.25);
  const housing = {
    payee: random.pick(isMortgage ? MORTGAGE_SERVICERS : LANDLORDS),
    isMortgage,
    // Rent is a round number: to the $5 below 26-34% of take-home pay.
    amountCents: Math.floor((plannedMonthlyIncomeCents * (0.26 + random.next() * 0.08)) / 500) * 500,
  };
  const billDay = () => random.int(3, 28);
  const electric = {
    ...random.pick(ELECTRIC_UTILITIES),
    dayOfMonth: billDay(),
    amountCents: random.int(5_500, 13_000),
  };
  const internet = {
    ...random.pick(INTERNET_PROVIDERS),
    dayOfMonth: billDay(),
    amountCents: random.int(11, 18) * 500 - 1,
  };
  const phone = { ...random.pick(PHONE_CARRIERS), dayOfMonth: billDay(), amountCents: random.int(35, 125) * 100 };
  const subscriptions = random
    .sample(SUBSCRIPTIONS, random.int(1, 4))
    .map((subscription) => ({ subscription, dayOfMonth: random.int(1, 28) }));

  const mainWeekday = random.pick([0, 6, 6, 3, 5]);
  const grocery = {
    stores: random.sample(GROCERS, 2),
    mainWeekday,
    extraWeekday: (mainWeekday + random.int(2, 5)) % 7,
    extraChance: 0.3 + random.next() * 0.5,
  };

  const baseHabits: { kind: HabitKind; habit: Habit }[] = [
    {
      kind: 'COFFEE',
      habit: { merchants: random.sample(COFFEE_SHOPS, 1), dailyChance: random.next() * 0.6, weekdaysOnly: true },
    },
    {
      kind: 'RESTAURANTS',
      habit: { merchants: random.sample(RESTAURANTS, 4), dailyChance: 0.15 + random.next() * 0.3, weekdaysOnly: false },
    },
    {
      kind: 'SHOPPING',
      habit: { merchants: random.sample(SHOPS, 3), dailyChance: 0.1 + random.next() * 0.15, weekdaysOnly: false },
    },
    {
      kind: 'HEALTH',
      habit: { merchants: random.sample(PHARMACIES, 1), dailyChance: 0.04 + random.next() * 0.05, weekdaysOnly: false },
    },
    {
      kind: 'ENTERTAINMENT',
      habit: {
        merchants: random.sample(ENTERTAINMENT, 2),
        dailyChance: 0.03 + random.next() * 0.05,
        weekdaysOnly: false,
      },
    },
    {
      kind: 'RIDES',
      habit: { merchants: random.sample(RIDES, 1), dailyChance: 0.02 + random.next() * 0.08, weekdaysOnly: false },
    },
    { kind: 'TRIPS', habit: { merchants: TRIPS, dailyChance: 1 / random.int(90, 240), weekdaysOnly: false } },
  ];
  // Some people have no car.
  if (random.chance(0.85)) {
    baseHabits.unshift({
      kind: 'GAS',
      habit: { merchants: random.sample(GAS_STATIONS, 2), dailyChance: 1 / random.int(6, 12), weekdaysOnly: false },
    });
  }

  const atmMonthlyChance = 0.2 + random.next() * 0.3;
  const extraSavingsMonthlyChance = 0.1 + random.next() * 0.2;
  // What an average month leaves for purchases once housing, bills, cash and savings are paid.
  const fixedOutflows =
    housing.amountCents +
    electric.amountCents * ELECTRIC_SEASON_MEAN +
    internet.amountCents +
    phone.amountCents +
    subscriptions.reduce((sum, { subscription }) => sum + subscription.priceCents, 0) +
    atmMonthlyChance * ATM_EXPECTED_WHEN_USED_CENTS +
    extraSavingsMonthlyChance * EXTRA_SAVINGS_EXPECTED_CENTS;
  const expectedDiscretionaryCents = Math.round(plannedMonthlyIncomeCents - fixedOutflows);
  // Holds by the ranges above (the lowest pay still leaves about $1,000); a change to them must keep it.
  if (expectedDiscretionaryCents <= 0) throw new Error(`Checking profile ${accountId} has nothing left to spend`);

  // Scale how often purchases happen with what the account can spend, so that amounts stay typical:
  // the square root shares the difference between more purchases and bigger ones.
  const groceryMonthly = meanCents(grocery.stores) * (1 + grocery.extraChance) * (DAYS_PER_MONTH / 7);
  const habitMonthly = baseHabits.reduce(
    (sum, { habit }) =>
      sum + habit.dailyChance * meanCents(habit.merchants) * (habit.weekdaysOnly ? WEEKDAYS_PER_MONTH : DAYS_PER_MONTH),
    0,
  );
  const habitScale = Math.min(
    MAX_HABIT_SCALE,
    Math.max(MIN_HABIT_SCALE, Math.sqrt(expectedDiscretionaryCents / (groceryMonthly + habitMonthly))),
  );
  const habits = baseHabits.map(({ kind, habit }) => ({
    kind,
    habit: { ...habit, dailyChance: Math.min(0.9, habit.dailyChance * habitScale) },
  }));

  const cushionCents = random.int(80_000, 400_000);
  return {
    accountId,
    pay,
    plannedMonthlyIncomeCents,
    housing,
    electric,
    internet,
    phone,
    subscriptions,
    grocery,
    habits,
    atmMonthlyChance,
    extraSavingsMonthlyChance,
    levelCents: cushionCents + Math.round(plannedMonthlyIncomeCents * LEVEL_SHARE[frequency]),
    levelJitterCents: Math.round(expectedDiscretionaryCents * 0.08),
    expectedDiscretionaryCents,
  };
}
