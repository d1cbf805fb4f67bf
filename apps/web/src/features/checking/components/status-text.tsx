import { Text, type TextProps } from '@mantine/core';

/**
 * A polite live region that is always in the page, so assistive technology announces each new
 * message put into it (a region added together with its message is often not read).
 */
export function StatusText({ message, ...props }: { message: string | undefined } & TextProps) {
  return (
    <Text role="status" aria-live="polite" size="sm" {...props}>
      {message ?? ''}
    </Text>
  );
}
