// @vitest-environment jsdom
import { Alert, Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithTheme } from '../../ui/test-support/render-with-theme';
import { ApiError } from '../api-client';
import { useContractForm } from './use-contract-form';

// A schema like the contract's: trimmed text, and a field (the invitation)
// that the form gets from an earlier step rather than from an input.
const schema = z.object({
  email: z.string().trim().email('Enter a valid email'),
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  invitation: z.string().min(1, 'The invitation has expired'),
});

function CodeForm({
  invitation,
  send,
}: {
  invitation: string;
  send: (body: z.output<typeof schema>) => Promise<void>;
}) {
  const form = useContractForm({
    schema,
    initialValues: { email: '', code: '' },
    toInput: (values) => ({ ...values, invitation }),
  });
  return (
    <form onSubmit={form.submit(send)} noValidate>
      {form.formError && (
        <Alert color="red" role="alert" title="Not sent">
          {form.formError}
        </Alert>
      )}
      <TextInput label="Email" {...form.getInputProps('email')} />
      <TextInput label="Code" {...form.getInputProps('code')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

function refusal(fields?: Record<string, string>) {
  return new ApiError({ status: 422, code: 'VALIDATION_FAILED', title: 'No', description: 'Check the code', fields });
}

describe('useContractForm', () => {
  it('checks the values with the zod schema before sending, and focuses the first refused input', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {});
    renderWithTheme(<CodeForm invitation="inv-1" send={send} />);
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the schema’s output, the value from the earlier step included', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_body: z.output<typeof schema>) => {});
    renderWithTheme(<CodeForm invitation="inv-1" send={send} />);
    await user.type(screen.getByLabelText('Email'), '  member@fernleaf.test ');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]?.[0]).toEqual({ email: 'member@fernleaf.test', code: '123456', invitation: 'inv-1' });
  });

  it('puts a schema error on a value no input shows in the whole-form alert', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CodeForm invitation="" send={async () => {}} />);
    await user.type(screen.getByLabelText('Email'), 'member@fernleaf.test');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The invitation has expired');
  });

  it('puts the fields the server named under their inputs and focuses the first', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <CodeForm
        invitation="inv-1"
        send={async () => {
          throw refusal({ code: 'That code is not right' });
        }}
      />,
    );
    await user.type(screen.getByLabelText('Email'), 'member@fernleaf.test');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('That code is not right')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure of the whole request, or of a field it has no input for, in the one alert', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<(body: unknown) => Promise<void>>()
      .mockRejectedValueOnce(refusal({ invitation: 'This invitation has expired.' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithTheme(<CodeForm invitation="inv-1" send={send} />);
    await user.type(screen.getByLabelText('Email'), 'member@fernleaf.test');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation has expired.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("couldn't be completed"));
  });
});
