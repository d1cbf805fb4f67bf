import { Button, Group, Text } from '@mantine/core';

export interface ListPagerProps {
  /** What the member reads between the buttons, e.g. "Page 2 of 74"; announced when it changes. */
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Another page is loading: the buttons wait for it. */
  busy: boolean;
  onPrevious(): void;
  onNext(): void;
  testId?: string;
}

/**
 * Previous, the page's place and Next under a long list. A button that cannot act is marked
 * `aria-disabled`, not `disabled`: it keeps the focus, so a keyboard or screen-reader member who
 * pages to the end, or presses while a page loads, stays on the button instead of being thrown back
 * to the top of the document.
 */
export function ListPager({ label, hasPrevious, hasNext, busy, onPrevious, onNext, testId }: ListPagerProps) {
  const previousOff = !hasPrevious || busy;
  const nextOff = !hasNext || busy;
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Button
        variant="default"
        size="sm"
        data-disabled={previousOff || undefined}
        aria-disabled={previousOff}
        onClick={() => {
          if (!previousOff) onPrevious();
        }}
      >
        Previous
      </Button>
      <Text size="sm" role="status" aria-live="polite" data-testid={testId}>
        {label}
      </Text>
      <Button
        variant="default"
        size="sm"
        data-disabled={nextOff || undefined}
        aria-disabled={nextOff}
        onClick={() => {
          if (!nextOff) onNext();
        }}
      >
        Next
      </Button>
    </Group>
  );
}
