import { Avatar } from '@mantine/core';

/**
 * The institution's initials in its colour, where other apps show a logo: no third-party images to
 * load, and the colours are chosen so white initials meet 4.5:1. Decorative: the name is always
 * written beside it.
 */
export function InstitutionBadge({
  initials,
  color,
  size = 'md',
}: {
  initials: string;
  color: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Avatar aria-hidden radius="xl" size={size} styles={{ placeholder: { backgroundColor: color, color: '#fff' } }}>
      {initials}
    </Avatar>
  );
}
