import { setDefaultRepaymentMethod } from '@fernleaf/contract/cash-advance-repayment';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { Loading, RetryAlert, StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useRepaymentMethods } from '../../api/get-repayment-methods';
import { useSetDefaultRepaymentMethod } from '../../api/set-default-repayment-method';
import { repaymentMethodLabel } from '../../lib/repayment-method-label';
import { SourceChoice } from '../repayment/source-choice';
import { PaymentCardsList } from './payment-cards-list';

/** Chooses what scheduled repayments collect from, and manages the debit cards among the choices. */
export function PaymentMethodChooser({ returnTo = '/instacash/manage-payment-method' }: { returnTo?: string }) {
  const methods = useRepaymentMethods();
  const setDefault = useSetDefaultRepaymentMethod();
  // The member's choice; none yet stands for the method in use now.
  const form = useContractForm({
    schema: setDefaultRepaymentMethod.body,
    initialValues: { methodId: '' },
    toInput: ({ methodId }) => ({ methodId: methodId || methods.data?.defaultMethodId || '' }),
  });
  const [saved, setSaved] = useState<string>();

  if (methods.isPending) return <Loading text="Loading the ways to repay…" />;
  if (methods.isError) {
    return (
      <RetryAlert
        title="We could not load the ways to repay"
        onRetry={() => void methods.refetch()}
        retrying={methods.isFetching}
      />
    );
  }
  const value = form.getValues().methodId || methods.data.defaultMethodId || '';

  const submit = form.submit(async ({ methodId }) => {
    setSaved(undefined);
    const answer = await setDefault.mutateAsync(methodId);
    const method = answer.methods.find((candidate) => candidate.id === answer.defaultMethodId);
    form.reset();
    setSaved(method ? `Saved: repayments are collected from ${repaymentMethodLabel(method)}.` : 'Saved.');
  });

  return (
    <Stack gap="xl">
      <form onSubmit={submit} noValidate aria-label="Choose your repayment method">
        <Stack gap="md">
          <SourceChoice
            label="Collect repayments from"
            description="Scheduled repayments are collected from this on their dates."
            sources={methods.data.methods}
            value={value}
            onChange={(id) => {
              form.setFieldValue('methodId', id);
              form.clearErrors();
              setSaved(undefined);
            }}
            error={form.errors.methodId}
          />
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <Group gap="sm">
            <Button type="submit" loading={setDefault.isPending}>
              Save
            </Button>
            <Button component={Link} to="/instacash" variant="default">
              Back to Cash Advance
            </Button>
          </Group>
          <StatusText message={saved} />
        </Stack>
      </form>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="cards-heading">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="cards-heading">
            Debit cards
          </Title>
          <PaymentCardsList returnTo={returnTo} />
        </Stack>
      </Card>
    </Stack>
  );
}
