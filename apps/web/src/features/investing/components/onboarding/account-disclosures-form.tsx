import { errorCodes } from '@fernleaf/contract/errors';
import { type InvestmentKind, openInvestmentAccountBodySchema } from '@fernleaf/contract/investing';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { AgreementsList } from '../../../../ui/agreements-list';
import { openAgreementDialog } from '../../../../ui/dialogs/dialog-store';
import { Loading } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { investingQueryKeys } from '../../api/investing-query-keys';
import { investmentAccountsQueryOptions } from '../../api/list-investment-accounts';
import { openAccountOfKind } from '../../api/open-investment-account';
import { accountDisclosures } from '../../lib/disclosure-documents';
import { openAccountOf } from '../../lib/plus-accounts';

/** Where the risk questions of the member's flow start, for a managed opening refused for a missing answer. */
export type QuestionsPath = '/onboarding/investment/question-1' | '/onboarding/managed-investing/question-1';

/** The server answered (a refusal or an account): a next attempt is a new request with a new key. */
const answered = (error: unknown) => !(error instanceof ApiError && error.status === noResponseStatus);

const submitWords: Record<InvestmentKind, { label: string; action: string }> = {
  MANAGED: { label: 'Open your managed account', action: 'Open my managed account' },
  SELF_DIRECTED: { label: 'Open your self-directed account', action: 'Open my self-directed account' },
};

interface AccountDisclosuresFormProps {
  kind: InvestmentKind;
  onOpened: () => void;
  questionsPath?: QuestionsPath | undefined;
}

/**
 * The documents a broker gives before an account of this kind opens (each readable in the legal
 * dialog), and the opening itself. `onOpened` moves on once the account exists, also when it already did.
 * A member who comes back to the step (Back after opening) is told the account is open and led on,
 * rather than shown the documents unaccepted again for an opening the server would refuse.
 */
export function AccountDisclosuresForm(props: AccountDisclosuresFormProps) {
  const accounts = useQuery(investmentAccountsQueryOptions());
  if (accounts.isPending) return <Loading text="Loading your accounts…" />;
  // Without the list the form is shown: an opening of an account that exists still moves on (409).
  const open = accounts.data ? openAccountOf(accounts.data, props.kind) : null;
  if (open) return <AccountAlreadyOpen accountNo={open.accountNo} kind={props.kind} onContinue={props.onOpened} />;
  return <DisclosuresForm {...props} />;
}

function AccountAlreadyOpen({
  accountNo,
  kind,
  onContinue,
}: {
  accountNo: string;
  kind: InvestmentKind;
  onContinue: () => void;
}) {
  return (
    <Stack gap="lg" align="flex-start">
      <Notice tone="success" title={`Your ${kind === 'MANAGED' ? 'managed' : 'self-directed'} account is open`}>
        Account {accountNo} opened with the documents you accepted. Nothing more is needed here.
      </Notice>
      <Button size="md" onClick={onContinue}>
        Continue
      </Button>
    </Stack>
  );
}

function DisclosuresForm({
  kind,
  onOpened,
  questionsPath = '/onboarding/investment/question-1',
}: AccountDisclosuresFormProps) {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmissionKeys);
  const [blocked, setBlocked] = useState<string>();
  const documents = accountDisclosures(kind);
  const words = submitWords[kind];
  const form = useContractForm({
    schema: openInvestmentAccountBodySchema,
    initialValues: { kind, acceptedDisclosures: [] as string[] },
    // The kind is this page's, not a choice: a refusal naming it shows for the whole form.
    fields: ['acceptedDisclosures'],
  });
  // The accounts are read again before moving on, so the step (and every page) knows the account is open.
  const openedNow = async () => {
    await queryClient.invalidateQueries({ queryKey: investingQueryKeys.accounts() });
    onOpened();
  };
  const submit = form.submit(async (body) => {
    setBlocked(undefined);
    try {
      await openAccountOfKind(kind, body.acceptedDisclosures, keys.keyFor(body));
      keys.settle();
    } catch (error) {
      if (answered(error)) keys.settle();
      if (error instanceof ApiError && error.code === errorCodes.INVESTMENT_ACCOUNT_EXISTS) return openedNow();
      if (error instanceof ApiError && error.code === errorCodes.ONBOARDING_STEP_REQUIRED) {
        return setBlocked(error.description);
      }
      throw error;
    }
    await openedNow();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={words.label}>
      <Stack gap="lg">
        <Notice tone="info" title="Not FDIC insured · May lose value · No bank guarantee">
          Money in an investment account is not a bank deposit. SIPC protects against the failure of the broker, not
          against a fall in value.
        </Notice>
        <AgreementsList
          label="Before your account opens"
          description="Read each document, then accept it. Each opens here, with a PDF to keep."
          documents={documents}
          onRead={openAgreementDialog}
          accepted={form.values.acceptedDisclosures}
          onChange={(ids) => form.setFieldValue('acceptedDisclosures', ids)}
          error={form.errorOf('acceptedDisclosures')}
        />
        {blocked && (
          <Notice tone="warning" title="A step is missing">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{blocked}</Text>
              {/* Only a managed opening needs the profile; a self-directed refusal names identity steps. */}
              {kind === 'MANAGED' && (
                <Button component={Link} to={questionsPath} size="xs">
                  Review your answers
                </Button>
              )}
            </Stack>
          </Notice>
        )}
        {form.formError && (
          <Notice tone="error" title="We couldn't open your account">
            {form.formError}
          </Notice>
        )}
        <Button type="submit" loading={form.submitting} size="md" style={{ alignSelf: 'flex-start' }}>
          {words.action}
        </Button>
      </Stack>
    </form>
  );
}
