import { Badge } from '@mantine/core';

export type BadgeTone = 'positive' | 'waiting' | 'negative' | 'neutral';

const backgrounds: Record<BadgeTone, string> = {
  positive: 'var(--mantine-color-fern-1)',
  waiting: 'var(--mantine-color-yellow-2)',
  negative: 'var(--mantine-color-red-1)',
  neutral: 'var(--mantine-color-gray-2)',
};

/**
 * A status word on a tinted background. The text stays near-black on every tint: Mantine's light
 * badges put yellow, red or gray text on a pale tint, which is below 4.5:1 at badge size.
 */
export function StatusBadge({
  tone,
  children,
  ...props
}: {
  tone: BadgeTone;
  children: string;
  'data-testid'?: string;
}) {
  return (
    <Badge
      variant="light"
      size="sm"
      styles={{ root: { backgroundColor: backgrounds[tone], color: 'var(--mantine-color-gray-9)' } }}
      {...props}
    >
      {children}
    </Badge>
  );
}
