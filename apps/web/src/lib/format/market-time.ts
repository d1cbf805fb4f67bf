// Times beside market prices are the contract's formatEasternDateTime, in its one New York zone. Only
// investing's files still import them from here, under their old names, while they are being reshaped
// (issue 26); delete this file once they import @fernleaf/contract/calendar/date-time-formats.
export {
  formatEasternDateTime as formatMarketTime,
  newYorkTimeZone as marketTimeZone,
} from '@fernleaf/contract/calendar/date-time-formats';
