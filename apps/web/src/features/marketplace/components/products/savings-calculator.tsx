import type { Offer } from '@fernleaf/contract/marketplace';
import { projectSavings, type SavingsProjection } from '@fernleaf/contract/marketplace-math';
import { formatCents } from '@fernleaf/contract/money';
import { formatAnnualRate } from '@fernleaf/contract/percent';
import { Card, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { readTypedBps, readTypedCents, readWholeNumber } from '../../lib/typed-amounts';

const ownRate = 'own-rate';
const maxMonths = 600;
const maxApyBps = 2500;

function apyOf(offer: Offer): number | undefined {
  return offer.terms.kind === 'savings' ? offer.terms.apyBps : undefined;
}

/** Each figure, or the message its field shows; a blank field waits quietly for its figure. */
interface Inputs {
  initial: string;
  monthly: string;
  rate: number | undefined;
  typedRate: string;
  months: string;
}

function readInputs(inputs: Inputs) {
  const initial = readTypedCents(inputs.initial);
  const monthly = readTypedCents(inputs.monthly);
  const typedBps = readTypedBps(inputs.typedRate);
  const months = readWholeNumber(inputs.months);
  const errors = {
    initial: initial.ok ? undefined : initial.message,
    monthly: monthly.ok ? undefined : monthly.message,
    typedRate:
      inputs.typedRate.trim() === '' || (typedBps !== undefined && typedBps <= maxApyBps)
        ? undefined
        : 'Enter a rate from 0% to 25%, like 4.35',
    months:
      inputs.months.trim() === '' || (months !== undefined && months <= maxMonths)
        ? undefined
        : `Enter a number of months from 0 to ${maxMonths}`,
  };
  const apyBps = inputs.rate ?? (errors.typedRate ? undefined : typedBps);
  const figures =
    initial.ok && initial.cents !== undefined && monthly.ok && monthly.cents !== undefined
      ? { initialDepositCents: initial.cents, monthlyDepositCents: monthly.cents }
      : undefined;
  const projection =
    figures && apyBps !== undefined && months !== undefined && !errors.months
      ? showable(projectSavings({ ...figures, apyBps, months }))
      : undefined;
  return { errors, projection, months };
}

/** A projection past what cents can hold exactly is not shown rather than shown wrong. */
function showable(projection: SavingsProjection): SavingsProjection | undefined {
  return Object.values(projection).every(Number.isSafeInteger) ? projection : undefined;
}

/**
 * What a savings balance grows to: a starting deposit, a deposit each month and the APY of one of the
 * savings offers (or a rate typed in), compounded monthly (the contract's `projectSavings`).
 */
export function SavingsCalculator({ offers }: { offers: readonly Offer[] }) {
  const rated = offers.filter((offer) => apyOf(offer) !== undefined);
  const [initial, setInitial] = useState('1,000');
  const [monthly, setMonthly] = useState('100');
  const [months, setMonths] = useState('12');
  const [rateChoice, setRateChoice] = useState(rated[0]?.id ?? ownRate);
  const [typedRate, setTypedRate] = useState('');

  const chosenOffer = rated.find((offer) => offer.id === rateChoice);
  const {
    errors,
    projection,
    months: monthCount,
  } = readInputs({
    initial,
    monthly,
    rate: chosenOffer && apyOf(chosenOffer),
    typedRate,
    months,
  });

  const dollars = { leftSection: <span aria-hidden>$</span>, inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <Card withBorder radius="lg" padding="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <TextInput
            label="Initial deposit"
            {...dollars}
            value={initial}
            onChange={(event) => setInitial(event.currentTarget.value)}
            error={errors.initial}
          />
          <TextInput
            label="Monthly deposit"
            {...dollars}
            value={monthly}
            onChange={(event) => setMonthly(event.currentTarget.value)}
            error={errors.monthly}
          />
          <NativeSelect
            label="Savings rate (APY)"
            value={rateChoice}
            onChange={(event) => setRateChoice(event.currentTarget.value)}
            data={[
              ...rated.map((offer) => ({
                value: offer.id,
                label: `${offer.partnerName} ${offer.productName}: ${formatAnnualRate(apyOf(offer) ?? 0)} APY`,
              })),
              { value: ownRate, label: 'Enter a rate' },
            ]}
          />
          {rateChoice === ownRate && (
            <TextInput
              label="APY (%)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="4.35"
              value={typedRate}
              onChange={(event) => setTypedRate(event.currentTarget.value)}
              error={errors.typedRate}
            />
          )}
          <TextInput
            label="Months"
            inputMode="numeric"
            autoComplete="off"
            value={months}
            onChange={(event) => setMonths(event.currentTarget.value)}
            error={errors.months}
          />
        </Stack>
        <Stack gap="sm" justify="center" aria-live="polite">
          {projection && monthCount !== undefined ? (
            <Stack component="dl" gap="sm" m={0}>
              <Figure label={`Balance after ${monthCount} ${monthCount === 1 ? 'month' : 'months'}`} emphasis>
                {formatCents(projection.endBalanceCents)}
              </Figure>
              <Figure label="You deposit">{formatCents(projection.depositedCents)}</Figure>
              <Figure label="Interest earned">{formatCents(projection.interestEarnedCents)}</Figure>
            </Stack>
          ) : (
            <Text c="dimmed">Fill in every field to see what your savings could grow to.</Text>
          )}
          <Text size="xs" c="dimmed">
            An estimate: interest compounds monthly at the APY shown, deposits arrive at the end of each month, and
            rates can change.
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

function Figure({ label, emphasis = false, children }: { label: string; emphasis?: boolean; children: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz={emphasis ? 'h2' : 'lg'}>
        {children}
      </Text>
    </Stack>
  );
}
