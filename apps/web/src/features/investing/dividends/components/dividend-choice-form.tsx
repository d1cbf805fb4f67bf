import { type DividendChoice, saveDividendChoice } from '@fernleaf/contract/investing-performance';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { sendDividendChoice } from '../../api/save-dividend-choice';

/** The self-directed account's switch, saved through the form layer; the server's refusal shows under it. */
export function ChoiceForm({ choice, queryKey }: { choice: DividendChoice; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>();
  const form = useContractForm({
    schema: saveDividendChoice.body,
    initialValues: { reinvest: choice.reinvest },
  });
  const submit = form.submit(async (body) => {
    const saved = await sendDividendChoice(choice.accountId, body);
    queryClient.setQueryData(queryKey, saved);
    form.resetDirty({ reinvest: saved.reinvest });
    setStatus(
      saved.reinvest
        ? 'Saved: dividends will buy more of the stock or fund that paid them.'
        : 'Saved: dividends will stay in your account as cash.',
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Dividend choice">
      <Stack gap="xs">
        <Switch
          label="Reinvest dividends"
          description="When on, each dividend buys more of the stock or fund that paid it, in fractional shares, on the day it is paid. When off, it stays as cash."
          {...form.getInputProps('reinvest', { type: 'checkbox' })}
        />
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <Group>
          <Button type="submit" variant="default" loading={form.submitting}>
            Save dividend choice
          </Button>
        </Group>
        <StatusText message={status} />
      </Stack>
    </form>
  );
}
