// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CardCarousel } from './card-carousel';
import { renderWithTheme } from './test-support/render-with-theme';

const scrollBy = vi.fn();

beforeEach(() => {
  scrollBy.mockClear();
  // jsdom does no layout, so it has no element scrolling.
  HTMLElement.prototype.scrollBy = scrollBy;
});

const offerNames = ['Alpha', 'Beta', 'Gamma', 'Delta'];

function renderCards(count: number) {
  const cards = offerNames.slice(0, count).map((name) => <article key={name}>{name} offer</article>);
  return renderWithTheme(<CardCarousel label="Offers">{cards}</CardCarousel>);
}

describe('CardCarousel', () => {
  it('lists every card with no controls for two cards or fewer', () => {
    renderCards(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows Previous and Next from three cards, scrolling by one visible width', async () => {
    const user = userEvent.setup();
    renderCards(3);
    expect(screen.getByRole('region', { name: 'Offers' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // jsdom lays nothing out, so give the list the width a phone would.
    Object.defineProperty(screen.getByRole('list'), 'clientWidth', { value: 320 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(scrollBy.mock.calls).toEqual([[{ left: 320, behavior: 'smooth' }], [{ left: -320, behavior: 'smooth' }]]);
  });
});
