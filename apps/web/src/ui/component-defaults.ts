// Default props the spec sets for Mantine components across the app. The theme merges this object
// (`createTheme({ components: componentDefaults })`), so screens need not repeat the texts.
// Only types are imported: `Select.extend(...)` is Mantine's identity function, and importing the
// components themselves would put every one of them (and their floating and scroll parts) into the
// first download, which holds the theme (docs/decisions/014-web-bundle-size.md).
import type {
  Autocomplete,
  Combobox,
  Drawer,
  Input,
  MantineThemeComponent,
  MantineThemeComponents,
  Modal,
  MultiSelect,
  Notification,
  Select,
  Tooltip,
} from '@mantine/core';
import inputFocus from './input-focus.module.css';

/** Spec section 8: shown in a select or combobox dropdown when no option matches. */
export const noOptionFoundText = 'No option found';
/** Spec section 8: the placeholder of a select or combobox with nothing chosen. */
export const selectPlaceholderText = 'Select option';
/** Spec section 8: the placeholder of the search box inside a searchable combobox dropdown. */
export const searchPlaceholderText = 'Search option';

/** Spec section 9: tooltips sit 12 px from their target and fade over 500 ms. */
export const tooltipOffsetPx = 12;
export const tooltipTransitionMs = 500;

/** What `Component.extend` does, typed the same way, without loading the component. */
function extend<Component extends { extend: (input: never) => MantineThemeComponent }>(
  input: Parameters<Component['extend']>[0],
): MantineThemeComponent {
  return input as MantineThemeComponent;
}

export const componentDefaults = {
  Select: extend<typeof Select>({
    defaultProps: { nothingFoundMessage: noOptionFoundText, placeholder: selectPlaceholderText },
  }),
  MultiSelect: extend<typeof MultiSelect>({
    defaultProps: { nothingFoundMessage: noOptionFoundText, placeholder: selectPlaceholderText },
  }),
  // Autocomplete is free text: Mantine hides its dropdown when nothing matches, so it has no
  // "nothing found" message to set.
  Autocomplete: extend<typeof Autocomplete>({ defaultProps: { placeholder: selectPlaceholderText } }),
  ComboboxSearch: extend<typeof Combobox.Search>({ defaultProps: { placeholder: searchPlaceholderText } }),
  Tooltip: extend<typeof Tooltip>({
    defaultProps: {
      offset: tooltipOffsetPx,
      transitionProps: { duration: tooltipTransitionMs },
      // Mantine shows tooltips on hover only; keyboard users need them on focus too (WCAG 1.4.13).
      events: { hover: true, focus: true, touch: false },
    },
  }),
  // Mantine's close buttons are bare icons with no accessible name.
  Modal: extend<typeof Modal>({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
  Drawer: extend<typeof Drawer>({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  // Mantine renders a dialog's title bar as <header>, which outside <main> is a second banner
  // landmark beside the page's own header: a plain element keeps one banner per page.
  ModalHeader: extend<typeof Modal.Header>({ defaultProps: { component: 'div' } as Record<string, unknown> }),
  DrawerHeader: extend<typeof Drawer.Header>({ defaultProps: { component: 'div' } as Record<string, unknown> }),
  // Every text input, select and text area: a visible focus ring, not only a border colour.
  Input: extend<typeof Input>({ classNames: { input: inputFocus.input } }),
  Notification: extend<typeof Notification>({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } }),
} satisfies MantineThemeComponents;
