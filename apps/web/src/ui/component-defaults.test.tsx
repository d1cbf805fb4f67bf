// @vitest-environment jsdom
import { Combobox, Drawer, Modal, MultiSelect, Select, useCombobox } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  componentDefaults,
  noOptionFoundText,
  searchPlaceholderText,
  selectPlaceholderText,
} from './component-defaults';
import { renderWithTheme } from './test-support/render-with-theme';

describe('component defaults', () => {
  it('holds the spec texts', () => {
    expect([noOptionFoundText, selectPlaceholderText, searchPlaceholderText]).toEqual([
      'No option found',
      'Select option',
      'Search option',
    ]);
  });

  it('sets the tooltip offset to 12 and its transition to 500 ms', () => {
    expect(componentDefaults.Tooltip.defaultProps).toMatchObject({ offset: 12, transitionProps: { duration: 500 } });
  });

  it('gives a select its placeholder and "No option found" when a search matches nothing', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Select label="State" data={['New York', 'Texas']} searchable />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input.getAttribute('placeholder')).toBe('Select option');
    await user.type(input, 'zzz');
    expect(await screen.findByText('No option found')).toBeTruthy();
  });

  it('gives a multi-select the same placeholder', () => {
    renderWithTheme(<MultiSelect label="States" data={['New York']} />);
    expect(screen.getByRole('combobox', { name: 'States' }).getAttribute('placeholder')).toBe('Select option');
  });

  it('gives the search box of a custom combobox its placeholder', () => {
    function SearchableCombobox() {
      const store = useCombobox({ defaultOpened: true });
      return (
        <Combobox store={store}>
          <Combobox.Target>
            <button type="button">Pick a bank</button>
          </Combobox.Target>
          <Combobox.Dropdown>
            <Combobox.Search aria-label="Search banks" />
          </Combobox.Dropdown>
        </Combobox>
      );
    }
    renderWithTheme(<SearchableCombobox />);
    expect(screen.getByLabelText('Search banks').getAttribute('placeholder')).toBe('Search option');
  });

  it('gives dialogs and drawers a title bar that is not a second banner landmark', async () => {
    renderWithTheme(
      <>
        <Modal opened onClose={() => undefined} title="Your address">
          Body
        </Modal>
        <Drawer opened onClose={() => undefined} title="Products">
          Links
        </Drawer>
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Your address' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Products' })).toBeTruthy();
    expect(document.querySelectorAll('header')).toHaveLength(0);
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
  });
});
