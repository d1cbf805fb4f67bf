// The date formats are the contract's (@fernleaf/contract/calendar/date-formats). Only investing's files
// still import them from here, while they are being reshaped (issue 26); delete this file once they
// import the contract's module.
export {
  formatMonthDay,
  formatMonthDayYear,
  formatWeekdayMonthDayYear,
} from '@fernleaf/contract/calendar/date-formats';
