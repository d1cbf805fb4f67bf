import { MantineProvider } from '@mantine/core';
import { cleanup, type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { theme } from '../theme';
import { installBrowserPolyfills } from './browser-polyfills';

// Testing Library unmounts after each test only when the runner has global hooks; ours does not.
afterEach(cleanup);

/**
 * Renders inside MantineProvider in its test mode (no transitions, no portals, so content is in the
 * container at once), after installing the jsdom stand-ins for the given viewport width.
 */
export function renderWithTheme(
  ui: ReactElement,
  { viewportWidth, ...options }: Omit<RenderOptions, 'wrapper'> & { viewportWidth?: number } = {},
) {
  installBrowserPolyfills({ viewportWidth });
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        {children}
      </MantineProvider>
    ),
  });
}
