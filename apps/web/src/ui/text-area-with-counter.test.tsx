// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from './test-support/render-with-theme';
import { TextAreaWithCounter } from './text-area-with-counter';

describe('TextAreaWithCounter', () => {
  it('shows current over maximum as the field description and stops at the maximum', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextAreaWithCounter label="Note" maxLength={5} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(screen.getByText('0/5')).toBeTruthy();
    await user.type(field, 'abcdefg');
    expect((field as HTMLTextAreaElement).value).toBe('abcde');
    const counter = screen.getByText('5/5');
    expect(field.getAttribute('aria-describedby')).toContain(counter.id);
  });

  it('announces the count politely once typing pauses', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextAreaWithCounter label="Note" maxLength={200} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Hi');
    const announcement = await screen.findByText('2 of 200 characters used', undefined, { timeout: 2000 });
    expect(announcement.getAttribute('aria-live')).toBe('polite');
  });

  it('counts a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('abc');
      return <TextAreaWithCounter label="Note" maxLength={10} value={value} onChange={setValue} />;
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByText('3/10')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'd');
    expect(screen.getByText('4/10')).toBeTruthy();
  });
});
