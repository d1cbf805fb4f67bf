import type { DialogOptions } from './dialog-options';

/** Spec section 8: what the member sees when a request fails with nothing more specific to say. */
export const genericFailureTexts = {
  title: "Oops... Let's try that again!",
  text: "Looks like your request couldn't be completed. Please try again.",
  button: 'Got it',
} as const;

export function genericFailureDialog(): DialogOptions {
  return {
    title: genericFailureTexts.title,
    textLines: [genericFailureTexts.text],
    buttons: [{ label: genericFailureTexts.button }],
  };
}
