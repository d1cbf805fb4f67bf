// The tax-filing page (web-core area): what filing with our partner gives the member, and the hand-off
// to that partner. /tax-filing shows it unless the tax feature flag redirects (taxFilingDestination).
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { ApiError, noResponseStatus } from '../../../lib/api-client';
import { getBrandName } from '../../../lib/brand';
import { failureMessageOf } from '../../../lib/form/form-errors';
import { leavePage } from '../../../lib/leave-page';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { handOffToFilingPartner } from '../api/hand-off-to-filing-partner';
import { filingPartnerBenefits, filingPartnerName } from '../lib/filing-partner';

export function TaxFilingPage() {
  const [step, setStep] = useState<'overview' | 'leaving'>('overview');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    // The view changes under the member's feet: move focus to its heading so a screen reader says so.
    // Not on first render, where focus belongs to the page as the router left it.
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return step === 'overview' ? (
    <TaxFilingOverview headingRef={headingRef} onContinue={() => setStep('leaving')} />
  ) : (
    <LeavingConfirmation headingRef={headingRef} onBack={() => setStep('overview')} />
  );
}

interface StepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function TaxFilingOverview({ headingRef, onContinue }: StepProps & { onContinue(): void }) {
  const brand = getBrandName();
  const partner = filingPartnerName;
  return (
    <Stack gap="xl" maw={720}>
      <Stack gap="sm">
        <Title order={1} ref={headingRef} tabIndex={-1}>
          File your taxes with {partner}
        </Title>
        <Text size="lg" c="dimmed">
          {brand} works with {partner}, a tax-filing partner, so you can file your return online and get your refund
          where your money already is.
        </Text>
      </Stack>

      <Paper withBorder p="lg" component="section" aria-labelledby="tax-partner-heading">
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3" id="tax-partner-heading">
              {partner}
            </Title>
            <Badge variant="light" color="gray">
              Partner
            </Badge>
          </Group>
          <Text>
            {partner} is an independent company, not part of {brand}. It prepares and files your return, and its own
            terms, prices and privacy policy apply.
          </Text>
          <Title order={3} size="h4">
            What you get
          </Title>
          <List spacing="xs">
            {filingPartnerBenefits(brand).map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>

      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          {partner} shows you its price before you file. {brand} does not share your account details with {partner}; you
          give it only what you choose to enter there.
        </Text>
        <Button size="md" w={{ base: '100%', xs: 'auto' }} onClick={onContinue}>
          Continue to {partner}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Says what changes on the partner's site, then hands off: the choice is recorded (one Idempotency-Key
 * per going-on, kept while the outcome is unknown, so a double click is one hand-off) and the
 * partner's page opens; it links back to the home page.
 */
function LeavingConfirmation({ headingRef, onBack }: StepProps & { onBack(): void }) {
  const brand = getBrandName();
  const partner = filingPartnerName;
  const [keys] = useState(createSubmissionKeys);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function goOn() {
    if (leaving) return;
    setFailure(undefined);
    setLeaving(true);
    try {
      const answer = await handOffToFilingPartner({ idempotencyKey: keys.keyFor('filing-partner') });
      leavePage(answer.url);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      setLeaving(false);
      setFailure(failureMessageOf(error));
    }
  }

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} ref={headingRef} tabIndex={-1}>
        You're leaving {brand}
      </Title>
      <Text size="lg">
        You're on your way to {partner}, our filing partner. From here, {partner} takes you through your return on its
        own site, and a link there brings you back to {brand}.
      </Text>
      <List spacing="xs">
        <List.Item>
          {partner}'s terms and privacy policy apply to everything you enter there, not {brand}'s.
        </List.Item>
        <List.Item>
          Questions about your return go to {partner}'s support; {brand} support cannot see or change it.
        </List.Item>
        <List.Item>
          If you chose a {brand} deposit, your refund shows in your {brand} account when it arrives.
        </List.Item>
      </List>
      <Group>
        <Button size="md" w={{ base: '100%', xs: 'auto' }} loading={leaving} onClick={() => void goOn()}>
          Continue to {partner}
        </Button>
        <Button variant="default" size="md" w={{ base: '100%', xs: 'auto' }} onClick={onBack} disabled={leaving}>
          Back to tax filing
        </Button>
      </Group>
      {failure && (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
