// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredMount, useDeferredMount, useShownStatus } from './deferred-mount';

describe('deferred mount', () => {
  it('renders a part first without, then with, what waits for the second pass', async () => {
    const seen: boolean[] = [];
    function Part() {
      const later = useDeferredMount();
      seen.push(later);
      return later ? <p>below the first screen</p> : null;
    }
    await act(async () => {
      render(<Part />);
    });
    expect(seen).toEqual([false, true]);
    expect(screen.getByText('below the first screen')).toBeTruthy();
  });

  it('shows its children once mounted', async () => {
    await act(async () => {
      render(
        <DeferredMount>
          <p>the side column</p>
        </DeferredMount>,
      );
    });
    expect(screen.getByText('the side column')).toBeTruthy();
  });

  it('keeps showing the status a page showed for the render that brings the answer, then follows it', async () => {
    const seen: string[] = [];
    function Page({ status }: { status: 'pending' | 'success' }) {
      const shown = useShownStatus(status);
      seen.push(`${status}:${shown}`);
      return <p>{shown}</p>;
    }
    const view = render(<Page status="pending" />);
    await act(async () => {
      view.rerender(<Page status="success" />);
    });
    expect(seen).toEqual(['pending:pending', 'success:pending', 'success:success']);
    expect(screen.getByText('success')).toBeTruthy();
  });
});
