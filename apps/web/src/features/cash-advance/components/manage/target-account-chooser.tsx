import { maskedNumber } from '@fernleaf/contract/account-mask';
import type { BankAccountInfo, Qualification } from '@fernleaf/contract/cash-advance-onboarding';
import { setTargetBankAccount } from '@fernleaf/contract/cash-advance-repayment';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Button, Card, Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useTargetBankAccount } from '../../api/get-target-bank-account';
import { useSetTargetBankAccount } from '../../api/set-target-bank-account';
import { FigureList } from '../figure-list';

const accountLabel = (account: BankAccountInfo) => `${account.bankName} ${maskedNumber(account.mask)}`;

/**
 * The linked checking account advances are based on. Choosing another underwrites again with its
 * history, so the new limit is shown right after (or why it does not qualify).
 */
export function TargetAccountChooser() {
  const target = useTargetBankAccount();
  const choose = useSetTargetBankAccount();
  // The member's choice; none yet stands for the account advances are based on now.
  const form = useContractForm({
    schema: setTargetBankAccount.body,
    initialValues: { linkedAccountId: '' },
    toInput: ({ linkedAccountId }) => ({
      linkedAccountId: linkedAccountId || target.data?.account?.linkedAccountId || '',
    }),
  });
  const [result, setResult] = useState<Qualification>();

  if (target.isPending) return <Loading text="Loading your linked accounts…" />;
  if (target.isError) {
    return (
      <RetryAlert
        title="We could not load your linked accounts"
        onRetry={() => void target.refetch()}
        retrying={target.isFetching}
      />
    );
  }
  const { account, candidates } = target.data;
  const value = form.getValues().linkedAccountId || account?.linkedAccountId || '';
  const all = [
    ...(account ? [account] : []),
    ...candidates.filter((candidate) => candidate.linkedAccountId !== account?.linkedAccountId),
  ];

  const submit = form.submit(async ({ linkedAccountId }) => {
    setResult(undefined);
    const answer = await choose.mutateAsync(linkedAccountId);
    form.reset();
    setResult(answer.qualification);
  });

  if (all.length === 0) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text>You have no linked checking account yet.</Text>
          <Button component={Link} to="/accounts">
            Link a bank account
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Choose the account your limit is based on">
        <Stack gap="md">
          <Radio.Group
            label="Base my limit on"
            description="We read this account's history to work out your limit, and standard deliveries go to it."
            value={value}
            onChange={(id) => {
              form.setFieldValue('linkedAccountId', id);
              form.clearErrors();
              setResult(undefined);
            }}
            error={form.errors.linkedAccountId}
            required
          >
            <Stack gap="sm" mt="xs">
              {all.map((candidate) => (
                <Radio
                  key={candidate.linkedAccountId}
                  value={candidate.linkedAccountId}
                  label={
                    <Text component="span" fw={600}>
                      {accountLabel(candidate)}
                      {candidate.linkedAccountId === account?.linkedAccountId ? ' (now)' : ''}
                    </Text>
                  }
                  description={candidate.accountName}
                />
              ))}
            </Stack>
          </Radio.Group>
          {value && value !== account?.linkedAccountId && (
            <Text size="sm">
              Choosing another account works out your limit again from its history; it may go up or down.
            </Text>
          )}
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <Group gap="sm">
            <Button type="submit" loading={choose.isPending} disabled={value === account?.linkedAccountId && !result}>
              Use this account
            </Button>
            <Anchor component={Link} to="/accounts" size="sm">
              Link another bank
            </Anchor>
          </Group>
        </Stack>
      </form>
      {choose.isPending && (
        <Text role="status" size="sm">
          Working out your limit from this account's history…
        </Text>
      )}
      {result && <NewLimit qualification={result} />}
    </Stack>
  );
}

function NewLimit({ qualification }: { qualification: Qualification }) {
  if (qualification.status === 'DENIED') {
    return (
      <Notice tone="warning" title={`${accountLabel(qualification.bankAccountInfo)} does not qualify`}>
        <List size="sm" spacing={4}>
          {qualification.denialReasons.map((reason) => (
            <List.Item key={reason.code}>
              {reason.title} {reason.remedy}
            </List.Item>
          ))}
        </List>
      </Notice>
    );
  }
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="new-limit-heading" role="status">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="new-limit-heading">
          Your new limit: {formatCents(qualification.eligibleAmount.total)}
        </Title>
        <FigureList
          label="Your new limit"
          figures={[
            { label: 'Based on', value: accountLabel(qualification.bankAccountInfo) },
            { label: 'Limit', value: formatCents(qualification.eligibleAmount.total) },
            { label: 'Available now', value: formatCents(qualification.eligibleAmount.available) },
          ]}
        />
        <Anchor component={Link} to="/instacash/eligibility-explanation" size="sm">
          How we worked out your limit
        </Anchor>
      </Stack>
    </Card>
  );
}
