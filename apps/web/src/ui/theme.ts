import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { componentDefaults } from './component-defaults';

// Shade 6 is what filled buttons and links use: #23763c keeps white text at 5.6:1 (WCAG AA needs
// 4.5:1), where Mantine's own green[6] manages only 2.4:1.
const fern: MantineColorsTuple = [
  '#eaf6ec',
  '#d3ecd8',
  '#a6d8b1',
  '#76c389',
  '#42a95e',
  '#2f8c4b',
  '#23763c',
  '#1c6433',
  '#145229',
  '#0c3f1f',
];

export const theme = createTheme({
  primaryColor: 'fern',
  primaryShade: 6,
  colors: { fern },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: componentDefaults,
});

// Mantine's light-scheme "dimmed" text (gray-6 on white) is 3.3:1, below AA; gray-7 is 8:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Mantine's red-6 error text is 3.3:1 on white; red-9 meets 4.5:1 for field errors.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
