// Default props the spec sets for Mantine components across the app. The theme merges this object
// (`createTheme({ components: componentDefaults })`), so screens need not repeat the texts.
import {
  Autocomplete,
  Combobox,
  Drawer,
  Input,
  type MantineThemeComponents,
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

export const componentDefaults = {
  Select: Select.extend({
    defaultProps: { nothingFoundMessage: noOptionFoundText, placeholder: selectPlaceholderText },
  }),
  MultiSelect: MultiSelect.extend({
    defaultProps: { nothingFoundMessage: noOptionFoundText, placeholder: selectPlaceholderText },
  }),
  // Autocomplete is free text: Mantine hides its dropdown when nothing matches, so it has no
  // "nothing found" message to set.
  Autocomplete: Autocomplete.extend({ defaultProps: { placeholder: selectPlaceholderText } }),
  ComboboxSearch: Combobox.Search.extend({ defaultProps: { placeholder: searchPlaceholderText } }),
  Tooltip: Tooltip.extend({
    defaultProps: {
      offset: tooltipOffsetPx,
      transitionProps: { duration: tooltipTransitionMs },
      // Mantine shows tooltips on hover only; keyboard users need them on focus too (WCAG 1.4.13).
      events: { hover: true, focus: true, touch: false },
    },
  }),
  // Mantine's close buttons are bare icons with no accessible name.
  Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
  Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  // Mantine renders a dialog's title bar as <header>, which outside <main> is a second banner
  // landmark beside the page's own header: a plain element keeps one banner per page.
  ModalHeader: Modal.Header.extend({ defaultProps: { component: 'div' } as Record<string, unknown> }),
  DrawerHeader: Drawer.Header.extend({ defaultProps: { component: 'div' } as Record<string, unknown> }),
  // Every text input, select and text area: a visible focus ring, not only a border colour.
  Input: Input.extend({ classNames: { input: inputFocus.input } }),
  Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } }),
} satisfies MantineThemeComponents;
