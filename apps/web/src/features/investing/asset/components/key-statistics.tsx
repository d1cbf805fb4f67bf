import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { type AssetQuote, marketSectors } from '@fernleaf/contract/market';
import { formatCents, formatMicros } from '@fernleaf/contract/money';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { Figures } from './figures';

/** The quote's statistics: the session, the 52-week range, the dividend and what the asset is. */
export function KeyStatistics({ quote }: { quote: AssetQuote }) {
  const sector = marketSectors.find(({ id }) => id === quote.sector)?.name ?? quote.sector;
  return (
    <Figures
      cols={4}
      testId="key-statistics"
      figures={[
        { label: 'Previous close', value: formatCents(quote.previousCloseCents) },
        { label: 'Open', value: formatCents(quote.openCents) },
        { label: "Day's range", value: `${formatCents(quote.lowCents)} – ${formatCents(quote.highCents)}` },
        {
          label: '52-week range',
          value: `${formatCents(quote.week52LowCents)} – ${formatCents(quote.week52HighCents)}`,
        },
        {
          label: 'Dividend yield',
          value: quote.dividendYieldBasisPoints === null ? 'None' : formatBasisPoints(quote.dividendYieldBasisPoints),
        },
        {
          label: 'Latest dividend',
          value: quote.lastDividend
            ? `${formatMicros(quote.lastDividend.microsPerShare)} a share, paid ${formatMonthDayYear(quote.lastDividend.payDate)}`
            : 'None',
        },
        { label: 'Kind', value: quote.kind === 'ETF' ? 'Exchange-traded fund' : 'Stock' },
        { label: 'Sector', value: sector },
      ]}
    />
  );
}
