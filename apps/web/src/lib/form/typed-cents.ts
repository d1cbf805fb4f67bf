// An amount input holds the text the member typed; the contract's schemas take integer cents. This
// reads the text with a feature's own reader (which never goes through a float) inside the form's
// schema, so a refusal of the typing and a refusal of the amount both land under the same input.
import { z } from 'zod';

export type CentsReading<Cents extends number | undefined> =
  | { ok: true; cents: Cents }
  | { ok: false; message: string };

/**
 * A schema from typed text to cents: the reader's message when it cannot read the text, else its
 * cents, which `.pipe(contractSchema)` checks further.
 */
export function typedCents<Cents extends number | undefined>(read: (text: string) => CentsReading<Cents>) {
  return z.string().transform((text, ctx): Cents => {
    const reading = read(text);
    if (reading.ok) return reading.cents;
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });
}
