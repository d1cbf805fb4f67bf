// A form field typed as text but sent as another value (dollars typed, integer cents sent): the
// screen's reader turns the text into the value or says what is wrong with it, and the contract's own
// schema for the field then checks the value, so the limits stay the contract's.
import { z } from 'zod';

export type TextReading<Value> = { ok: true; value: Value } | { ok: false; message: string };

/** A schema for the text of a field: read with `read`, then checked with the contract's `field`. */
export function typedText<Field extends z.ZodType>(
  read: (text: string) => TextReading<z.input<Field>>,
  field: Field,
): z.ZodType<z.output<Field>, string> {
  const value = z.string().transform((text, context): unknown => {
    const reading = read(text);
    if (reading.ok) return reading.value;
    context.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });
  // zod cannot follow a generic field's input through the pipe; `read` is typed against it above.
  return value.pipe(field as z.ZodType) as z.ZodType<z.output<Field>, string>;
}
