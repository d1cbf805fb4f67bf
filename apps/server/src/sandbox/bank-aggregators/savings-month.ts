// One calendar month of a sandbox savings account: a transfer in each month, interest at the end of
// it, and, at the end of each saving cycle of 9 to 18 months, one withdrawal of most of what the
// cycle saved (a car repair, a holiday). Each cycle starts from a planned balance, so a month is
// computed from the start of its cycle (at most 17 steps back), never from the account's whole past.

import type { YearMonth } from '@fernleaf/contract/calendar/days';
import type { Flow, MonthHistory } from './history-flow.ts';
import { seededRandom } from './seeded-random.ts';
import { daysInMonth, firstDayOfMonth, monthKey, onOrBeforeBusinessDay } from './utc-days.ts';

export interface SavingsProfile {
  accountId: string;
  levelCents: number;
  monthlyTransferCents: number;
  /** Annual percentage yield in hundredths of a percent: 425 = 4.25%. */
  apyBasisPoints: number;
  cycleMonths: number;
  cyclePhase: number;
  transferDayOfMonth: number;
}

export function savingsProfile(accountId: string): SavingsProfile {
  const random = seededRandom('savings-profile', accountId);
  const cycleMonths = random.int(9, 18);
  return {
    accountId,
    levelCents: random.int(100_000, 1_200_000),
    monthlyTransferCents: random.int(2, 20) * 2_500,
    apyBasisPoints: random.int(40, 440),
    cycleMonths,
    cyclePhase: random.int(0, cycleMonths - 1),
    transferDayOfMonth: random.int(3, 18),
  };
}

/** Interest for a month on the balance it started with, to the nearest cent. */
function monthlyInterestCents(profile: SavingsProfile, balanceCents: number): number {
  return Math.round((balanceCents * profile.apyBasisPoints) / 120_000);
}

function cycleStartCents(profile: SavingsProfile, cycle: number): number {
  // Above the level by less than one monthly transfer, so a cycle's withdrawal is always positive.
  const extra = seededRandom('savings-cycle', profile.accountId, cycle).next();
  return profile.levelCents + Math.floor(extra * profile.monthlyTransferCents);
}

export function savingsMonth(profile: SavingsProfile, yearMonth: YearMonth): MonthHistory {
  const monthIndex = yearMonth.year * 12 + yearMonth.month + profile.cyclePhase;
  const cycle = Math.floor(monthIndex / profile.cycleMonths);
  const position = monthIndex - cycle * profile.cycleMonths;
  let openingCents = cycleStartCents(profile, cycle);
  for (let step = 0; step < position; step++) {
    openingCents += profile.monthlyTransferCents + monthlyInterestCents(profile, openingCents);
  }

  const first = firstDayOfMonth(yearMonth);
  const transferDay = onOrBeforeBusinessDay(first + profile.transferDayOfMonth - 1);
  const interestCents = monthlyInterestCents(profile, openingCents);
  const flows: Flow[] = [
    {
      day: transferDay,
      amountCents: profile.monthlyTransferCents,
      category: 'TRANSFER',
      description: 'ONLINE TRANSFER FROM CHECKING',
      merchantName: null,
      channel: 'TRANSFER',
      key: 'transfer-in',
    },
  ];
  if (position === profile.cycleMonths - 1) {
    const withdrawalCents =
      openingCents + profile.monthlyTransferCents + interestCents - cycleStartCents(profile, cycle + 1);
    // After the month's transfer in, so the balance never dips below the next cycle's start.
    const random = seededRandom('savings-withdrawal', profile.accountId, monthKey(yearMonth));
    const withdrawalDay = onOrBeforeBusinessDay(first + random.int(profile.transferDayOfMonth + 3, 28) - 1);
    flows.push({
      day: Math.max(withdrawalDay, transferDay),
      amountCents: -withdrawalCents,
      category: 'TRANSFER',
      description: 'ONLINE TRANSFER TO CHECKING',
      merchantName: null,
      channel: 'TRANSFER',
      key: 'withdrawal',
    });
  }
  if (interestCents > 0) {
    flows.push({
      day: first + daysInMonth(yearMonth) - 1,
      amountCents: interestCents,
      category: 'INTEREST',
      description: 'INTEREST PAYMENT',
      merchantName: null,
      channel: 'INTEREST',
      key: 'interest',
    });
  }
  return { openingCents, flows };
}
