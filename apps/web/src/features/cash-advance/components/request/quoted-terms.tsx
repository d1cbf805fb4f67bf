import { formatMonthDayYear, formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { AdvanceTermsDocument } from '@fernleaf/contract/cash-advance';
import { formatCents } from '@fernleaf/contract/money';
import { basisPointsOfPercent, formatAnnualRate } from '@fernleaf/contract/percent';
import { Card, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Ref } from 'react';
import { methodName } from '../../lib/method-text';
import { FigureList } from '../figure-list';

/**
 * The terms exactly as the server quoted them, the figures the member signs and is charged: shown
 * before "Get $X", so the last thing read is what happens.
 */
export function QuotedTerms({
  document,
  headingOrder = 2,
  headingRef,
}: {
  document: AdvanceTermsDocument;
  headingOrder?: TitleOrder;
  /** Focus moves here once the terms are signed, so the member lands on what they signed. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { terms } = document;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="quoted-terms-heading">
      <Stack gap="sm">
        <Title order={headingOrder} fz="h3" id="quoted-terms-heading" ref={headingRef} tabIndex={-1}>
          Your terms
        </Title>
        <Text size="sm" c="dimmed">
          {document.isEsigned ? 'Signed' : 'Quoted'} on {formatMonthDayYear(terms.quotedOn)}; good until the end of
          today (Eastern time).
        </Text>
        <FigureList
          label="Your terms"
          figures={[
            { label: 'You get', value: formatCents(terms.amount) },
            { label: 'How', value: methodName(terms.method), note: terms.destinationLabel },
            {
              label: 'Arrives',
              value: terms.deliveryWording,
              note: formatWeekdayMonthDayYear(terms.arrivesOn),
            },
            { label: 'Delivery fee', value: terms.fee === 0 ? 'Free' : formatCents(terms.fee) },
            { label: 'Tip', value: formatCents(terms.tip) },
            { label: 'Total to repay', value: formatCents(terms.totalToRepay), emphasis: true },
            {
              label: 'Repayment date',
              value: formatWeekdayMonthDayYear(terms.repaymentDate),
              note: `${terms.termDays} days after the money arrives`,
            },
            { label: 'APR', value: formatAnnualRate(basisPointsOfPercent(terms.apr)) },
          ]}
        />
      </Stack>
    </Card>
  );
}
