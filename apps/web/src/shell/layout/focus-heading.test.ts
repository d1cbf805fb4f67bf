// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenShown, shouldMoveFocus } from './focus-heading';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(): { header: HTMLElement; main: HTMLElement } {
  document.body.innerHTML = '<header><a href="/home">Home</a></header><main id="main"></main>';
  return {
    header: document.querySelector('header') as HTMLElement,
    main: document.getElementById('main') as HTMLElement,
  };
}

describe('focus after a navigation', () => {
  it("moves to the new page's heading once it shows, from a link of the header", async () => {
    const { header, main } = page();
    header.querySelector('a')?.focus();
    focusHeadingWhenShown(main);
    main.innerHTML = '<h1>Accounts</h1>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    const heading = main.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where the page put it inside itself', () => {
    const { main } = page();
    main.innerHTML = '<h1>Your address</h1><input aria-label="Street">';
    const input = main.querySelector('input') as HTMLInputElement;
    input.focus();
    expect(shouldMoveFocus(document.activeElement, main)).toBe(false);
    focusHeadingWhenShown(main);
    expect(document.activeElement).toBe(input);
  });

  it("moves on to the new page's heading when the old page's was still shown as the address changed", async () => {
    const { header, main } = page();
    main.innerHTML = '<h1>Home</h1>';
    header.querySelector('a')?.focus();
    focusHeadingWhenShown(main);
    main.innerHTML = '<h1>Accounts</h1>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.textContent).toBe('Accounts');
  });
});
