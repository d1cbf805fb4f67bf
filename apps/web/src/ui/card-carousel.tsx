import { ActionIcon, Box, Group } from '@mantine/core';
import { Children, isValidElement, type ReactNode, useRef } from 'react';

/** Spec section 9: the previous/next controls appear only when there are more cards than this. */
export const cardsShownWithoutControls = 2;

export interface CardCarouselProps {
  /** Names the list for screen readers, e.g. "Credit card offers". */
  label: string;
  /** One child per card. */
  children: ReactNode;
}

/**
 * A horizontal row of cards that scrolls and snaps card by card. It is a plain scroll container
 * rather than a slide show: touch, trackpad and arrow keys scroll it natively, and the buttons scroll
 * it by one visible width.
 */
export function CardCarousel({ label, children }: CardCarouselProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const cards = Children.toArray(children);
  const withControls = cards.length > cardsShownWithoutControls;

  const scrollByPage = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <Box component="section" aria-label={label} aria-roledescription="carousel">
      <Box
        component="ul"
        ref={listRef}
        // Focusable so keyboard users can scroll it with the arrow keys (axe: scrollable-region-focusable).
        tabIndex={0}
        display="flex"
        m={0}
        p={0}
        style={{
          gap: 'var(--mantine-spacing-md)',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
        }}
      >
        {cards.map((card) => (
          // Children.toArray has given every element a key; a bare text card is keyed by its text.
          <Box
            component="li"
            key={isValidElement(card) ? card.key : String(card)}
            style={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}
          >
            {card}
          </Box>
        ))}
      </Box>
      {withControls && (
        <Group justify="flex-end" gap="xs" mt="sm">
          <ActionIcon variant="default" size="lg" aria-label="Previous" onClick={() => scrollByPage(-1)}>
            <ChevronIcon direction="left" />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Next" onClick={() => scrollByPage(1)}>
            <ChevronIcon direction="right" />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
