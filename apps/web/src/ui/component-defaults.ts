// Default props the spec sets for Mantine components across the app. The theme merges this object
// (`createTheme({ components: componentDefaults })`), so screens need not repeat the texts.
import {
  Autocomplete,
  Combobox,
  type MantineThemeComponents,
  Modal,
  MultiSelect,
  Notification,
  Select,
  Tooltip,
} from '@mantine/core';

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
  Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } }),
} satisfies MantineThemeComponents;
