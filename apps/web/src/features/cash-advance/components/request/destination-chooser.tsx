import type { CashAdvance, DisbursementMethodOption } from '@fernleaf/contract/cash-advance';
import type { DisbursementMethod } from '@fernleaf/contract/cash-advance-pricing';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Loading, RetryAlert, StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useDisbursementMethods } from '../../api/get-disbursement-methods';
import { useTipOptions } from '../../api/get-tip-options';
import { costSummary } from '../../lib/cost-summary';
import { usableMethod } from '../../lib/method-action';
import { useCashAdvanceStore } from '../../store';
import { CostSummaryCard } from './cost-summary-card';
import { MethodChoice } from './method-choice';
import { QuotedTerms } from './quoted-terms';
import { TipChoice } from './tip-choice';
import { useAdvanceRequest } from './use-advance-request';

/** Standard delivery to the linked bank is free: it is the way chosen until the member picks another. */
export const defaultMethod: DisbursementMethod = 'STANDARD_BANK';

function defaultDestination(option: DisbursementMethodOption | undefined): string | undefined {
  return option?.destinations[0]?.id;
}

const busyText: Record<string, string> = {
  quoting: 'Working out your terms…',
  signing: 'Signing your terms…',
  applying: 'Sending your cash…',
};

/**
 * Where the advance goes, the optional tip and what it all costs, then "Review and sign": the server
 * quotes the terms, the member reads and accepts them in the legal dialog, and "Get $X" takes the
 * advance on them. The amount comes from the store (the page before chose it).
 */
export function DestinationChooser({
  onApplied,
  returnTo,
  headingOrder = 2,
  changeAmount,
  secondaryAction,
  identityCheck,
}: {
  onApplied: (advance: CashAdvance) => void;
  /** This page's own path: an added card and the identity check come back here. */
  returnTo: string;
  headingOrder?: TitleOrder;
  /** Goes back to choosing the amount; a link to /instacash/request by default. */
  changeAmount?: () => void;
  secondaryAction?: ReactNode;
  /** What starts the identity check when a way to get the cash needs it; the route gives it. */
  identityCheck: ReactNode;
}) {
  const amount = useCashAdvanceStore((state) => state.disbursementDetail.amount);
  if (amount === null) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={headingOrder} fz="h3">
            Choose an amount first
          </Title>
          <Text>Pick how much you want before choosing how to get it.</Text>
          {changeAmount ? (
            <Button onClick={changeAmount}>Choose an amount</Button>
          ) : (
            <Button component={Link} to="/instacash/request">
              Choose an amount
            </Button>
          )}
        </Stack>
      </Card>
    );
  }
  return (
    <ChooseAndSign
      amount={amount}
      onApplied={onApplied}
      returnTo={returnTo}
      headingOrder={headingOrder}
      changeAmount={changeAmount}
      secondaryAction={secondaryAction}
      identityCheck={identityCheck}
    />
  );
}

function ChooseAndSign({
  amount,
  onApplied,
  returnTo,
  headingOrder,
  changeAmount,
  secondaryAction,
  identityCheck,
}: {
  amount: number;
  onApplied: (advance: CashAdvance) => void;
  returnTo: string;
  headingOrder: TitleOrder;
  changeAmount: (() => void) | undefined;
  secondaryAction: ReactNode;
  identityCheck: ReactNode;
}) {
  const applicationId = useCashAdvanceStore((state) => state.applicationId) ?? undefined;
  const storedMethod = useCashAdvanceStore((state) => state.disbursementDetail.method);
  const tip = useCashAdvanceStore((state) => state.disbursementDetail.selectedTip);
  const { setDisbursementMethod, setSelectedTip } = useCashAdvanceStore.getState();
  const methods = useDisbursementMethods({ applicationAmount: amount, applicationId });
  const tips = useTipOptions(amount);
  const [chosenDestination, setChosenDestination] = useState<string>();
  const { phase, problem, quote, openTerms, apply, reset } = useAdvanceRequest({ onApplied });
  const termsHeading = useRef<HTMLHeadingElement>(null);

  // Once signed, the member lands on the terms they signed, just above "Get $X".
  useEffect(() => {
    if (phase.step === 'signed') termsHeading.current?.focus();
  }, [phase.step]);

  if (methods.isPending || tips.isPending) return <Loading text="Loading the ways to get your cash…" />;
  if (methods.isError || tips.isError) {
    return (
      <RetryAlert
        title="We could not load the ways to get your cash"
        onRetry={() => {
          void methods.refetch();
          void tips.refetch();
        }}
        retrying={methods.isFetching || tips.isFetching}
      />
    );
  }

  const options = methods.data.methods;
  const method = usableMethod(storedMethod, options, defaultMethod);
  const option = options.find((candidate) => candidate.method === method);
  const destinationOptions = option?.destinations ?? [];
  const destinationId = destinationOptions.some((destination) => destination.id === chosenDestination)
    ? chosenDestination
    : defaultDestination(option);
  const tipOptions = tips.data.tipOptions;
  const chosenTip = tipOptions.includes(tip) ? tip : 0;
  // The term runs from the day the money arrives with the chosen way to its own repayment date.
  const summary = costSummary({
    amount,
    fee: option?.fee ?? 0,
    tip: chosenTip,
    advancedOn: option?.arrivesOn ?? null,
    repaymentDate: option?.repaymentDate ?? methods.data.repaymentDate,
  });

  const choosing = phase.step === 'choosing';
  const fieldErrors = problem?.kind === 'fields' ? problem.errors : {};
  const quoted = 'document' in phase ? phase.document : undefined;

  function reviewAndSign() {
    if (!option?.available) return;
    void quote({
      amount,
      disbursementMethod: method,
      tip: chosenTip,
      destinationId: method === 'INSTANT_CHECKING' ? undefined : destinationId,
    });
  }

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Cash advance
            </Text>
            <Text fz="xl" fw={700} data-testid="chosen-amount">
              {formatCents(amount)}
            </Text>
          </Stack>
          {changeAmount ? (
            <Button variant="subtle" onClick={changeAmount} disabled={!choosing}>
              Change amount
            </Button>
          ) : (
            <Anchor component={Link} to="/instacash/request">
              Change amount
            </Anchor>
          )}
        </Group>
        {fieldErrors.amount && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert" mt="xs">
            {fieldErrors.amount}
          </Text>
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <MethodChoice
            options={options}
            value={method}
            onChange={(next) => {
              setDisbursementMethod(next);
              setChosenDestination(undefined);
            }}
            destinationId={destinationId}
            onDestinationChange={setChosenDestination}
            returnTo={returnTo}
            identityCheck={identityCheck}
            error={fieldErrors.disbursementMethod}
            destinationError={fieldErrors.destinationId}
            disabled={!choosing}
          />
          <TipChoice
            options={tipOptions}
            value={chosenTip}
            onChange={setSelectedTip}
            error={fieldErrors.tip}
            disabled={!choosing}
          />
        </Stack>

        <Stack gap="lg">
          {quoted ? (
            <QuotedTerms document={quoted} headingOrder={headingOrder} headingRef={termsHeading} />
          ) : (
            <CostSummaryCard summary={summary} headingOrder={headingOrder} />
          )}

          {problem?.kind === 'identity-check' && (
            <Notice tone="warning" title="Verify your identity first">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{problem.message}</Text>
                {identityCheck}
              </Stack>
            </Notice>
          )}
          {problem?.kind === 'terms-expired' && (
            <Notice tone="warning" title="Those terms have expired">
              {problem.message} Review and sign again to see today's terms.
            </Notice>
          )}
          {fieldErrors.form && <Notice tone="error">{fieldErrors.form}</Notice>}

          {(phase.step === 'choosing' || phase.step === 'quoting') && (
            <Group gap="sm">
              <Button
                size="md"
                onClick={reviewAndSign}
                loading={phase.step === 'quoting'}
                disabled={!option?.available}
              >
                Review and sign
              </Button>
              {secondaryAction}
            </Group>
          )}
          {(phase.step === 'review' || phase.step === 'signing') && (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Read the terms and accept them to continue.</Text>
              <Group gap="sm">
                <Button onClick={() => openTerms(phase.document, phase.request)} loading={phase.step === 'signing'}>
                  Read and sign the terms
                </Button>
                <Button variant="default" onClick={reset} disabled={phase.step === 'signing'}>
                  Change my choices
                </Button>
              </Group>
            </Stack>
          )}
          {(phase.step === 'signed' || phase.step === 'applying') && (
            <Group gap="sm">
              <Button size="md" onClick={() => void apply()} loading={phase.step === 'applying'}>
                Get {formatCents(phase.document.terms.amount)}
              </Button>
              <Button variant="default" onClick={reset} disabled={phase.step === 'applying'}>
                Change my choices
              </Button>
            </Group>
          )}
          <StatusText message={busyText[phase.step]} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
