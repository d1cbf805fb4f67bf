// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../ui/test-support/render-with-theme';
import { SandboxBanner } from './sandbox-banner';

function markPage(): void {
  const tag = document.createElement('meta');
  tag.name = 'sandbox-providers';
  tag.content = 'enabled';
  document.head.append(tag);
}

afterEach(() => {
  for (const tag of document.head.querySelectorAll('meta[name="sandbox-providers"]')) tag.remove();
});

describe('SandboxBanner', () => {
  it('says no real money moves when the server marked the page', () => {
    markPage();
    renderWithTheme(<SandboxBanner />);
    const banner = screen.getByRole('complementary', { name: 'Sandbox notice' });
    expect(banner.textContent).toContain('Sandbox: no real money moves.');
  });

  it('shows nothing on a page the server did not mark', () => {
    renderWithTheme(<SandboxBanner />);
    expect(screen.queryByRole('complementary', { name: 'Sandbox notice' })).toBeNull();
  });
});
