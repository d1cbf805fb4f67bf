// The one way a screen keeps a form: @mantine/form's useForm, checked with the same zod schema the
// server parses the call's body with (the contract's), and every error, the browser's or the
// server's, placed by form-errors.ts: under its input, or under `form` for the whole form.
import { schemaResolver, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type ReactNode, type SyntheticEvent, useId } from 'react';
import type { z } from 'zod';
import {
  type FormErrorMessages,
  formErrorKey,
  hasValueAt,
  placeErrors,
  type ShownField,
  serverFormErrors,
} from './form-errors';

type Values = Record<string, unknown>;

const focusable = 'input, select, textarea, button';

export interface ContractFormInput<FormValues extends Values, Schema extends z.ZodType>
  extends Omit<UseFormInput<FormValues, z.output<Schema>>, 'initialValues' | 'validate' | 'transformValues'> {
  /** The contract's schema (a call's `body`, or one built from the contract's fields). */
  schema: Schema;
  initialValues: FormValues;
  /**
   * What the schema checks, when the inputs hold something else: text typed for a number, or a value
   * an earlier step gave. Errors come back under the schema's paths, so name inputs after them.
   * Without it the form's values are checked as they are.
   */
  toInput?: (values: FormValues) => unknown;
  /**
   * The paths that have an input. Defaults to every path the values hold; give it when the values
   * keep something no input shows (its errors then go under `form`).
   */
  fields?: readonly string[];
}

export type ContractForm<FormValues extends Values, Schema extends z.ZodType> = UseFormReturnType<
  FormValues,
  z.output<Schema>
> & {
  /** The whole form's failure, shown in one place by the screen; undefined when there is none. */
  formError: ReactNode;
  /** The message at a path as text, for inputs of our own (the code input) that take a string. */
  errorOf: (path: string) => string | undefined;
  /**
   * Places a failed call's errors: a field the server named under its input, the rest under `form`.
   * Answers what it placed, e.g. for a screen that records the failure.
   */
  showServerErrors: (error: unknown) => FormErrorMessages;
  /**
   * The form's onSubmit: checks the values with the schema (focusing the first input refused), then
   * hands the schema's output to `handler`; whatever the handler throws is shown by showServerErrors.
   * A handler that treats some failures its own way catches those and rethrows the rest;
   * `onInvalid` runs when the schema refused the values and nothing was sent.
   */
  submit: (
    handler: (body: z.output<Schema>, event: SyntheticEvent<HTMLFormElement> | undefined) => unknown,
    onInvalid?: (errors: Record<string, ReactNode>) => void,
  ) => (event?: SyntheticEvent<HTMLFormElement>) => void;
};

export function useContractForm<FormValues extends Values, Schema extends z.ZodType>({
  schema,
  initialValues,
  toInput = (values) => values,
  fields,
  ...options
}: ContractFormInput<FormValues, Schema>): ContractForm<FormValues, Schema> {
  // Inputs are found by their form's name and path: two forms on a page may share a field's name.
  // Mantine takes letters, digits and dashes only in a form's name.
  const name = `form-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const resolve = schemaResolver(schema, { sync: true });
  const shownIn =
    (values: FormValues): ShownField =>
    (path) =>
      fields ? fields.includes(path) : hasValueAt(values, path);

  const form = useForm<FormValues, z.output<Schema>>({
    name,
    ...options,
    initialValues,
    validate: (values) => placeErrors(resolve(toInput(values)), shownIn(values)),
    // Runs only after the same schema accepted the same input, so parse does not throw here.
    transformValues: (values) => schema.parse(toInput(values)),
  });

  function focusFirstError(errors: Record<string, unknown>) {
    const first = Object.keys(errors).find((path) => path !== formErrorKey);
    const node = first ? form.getInputNode(first) : null;
    // A group of radios or checkboxes carries the path on its wrapper: its chosen or first input takes the focus.
    const input = node?.matches(focusable)
      ? node
      : (node?.querySelector<HTMLElement>('input:checked') ?? node?.querySelector<HTMLElement>(focusable));
    input?.focus();
  }

  function showServerErrors(error: unknown): FormErrorMessages {
    const errors = serverFormErrors(error, shownIn(form.getValues()));
    form.setErrors(errors);
    // Focus the first input the server named, so a keyboard or screen-reader user lands on it.
    focusFirstError(errors);
    return errors;
  }

  return {
    ...form,
    formError: form.errors[formErrorKey],
    errorOf: (path) => {
      const message = form.errors[path];
      return message === undefined || message === null ? undefined : String(message);
    },
    showServerErrors,
    submit: (handler, onInvalid) =>
      form.onSubmit(
        async (body, event) => {
          try {
            await handler(body, event);
          } catch (error) {
            showServerErrors(error);
          }
        },
        (errors) => {
          focusFirstError(errors);
          onInvalid?.(errors);
        },
      ),
  };
}
