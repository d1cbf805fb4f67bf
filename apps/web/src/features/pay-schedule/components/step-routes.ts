// Each pay-schedule step's route, for links and navigation typed by the router.
import type { PayScheduleStep } from '../lib/steps';

export const stepRoutes = {
  'pay-frequency': '/$addFlow/payment-schedule/pay-frequency',
  'weekly-and-biweekly': '/$addFlow/payment-schedule/weekly-and-biweekly',
  'weekly-and-biweekly/last-paid': '/$addFlow/payment-schedule/weekly-and-biweekly/last-paid',
  'twice-a-month/first-paycheck': '/$addFlow/payment-schedule/twice-a-month/first-paycheck',
  'twice-a-month/first-and-second-paycheck': '/$addFlow/payment-schedule/twice-a-month/first-and-second-paycheck',
  monthly: '/$addFlow/payment-schedule/monthly',
  'monthly/day-of-week': '/$addFlow/payment-schedule/monthly/day-of-week',
  'monthly/date-of-month': '/$addFlow/payment-schedule/monthly/date-of-month',
} as const satisfies Record<PayScheduleStep, string>;
