// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserPolyfills } from '../../../ui/test-support/browser-polyfills';
import { useConsentStore } from '../store';
import { ConsentBanner } from './consent-banner';

// Whether the prompt's module (its chunk in the build) was loaded yet.
const promptModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./consent-prompt', async (importOriginal) => {
  promptModule.loaded = true;
  return importOriginal();
});

const undecided = useConsentStore.getState();

/** Renders the banner and waits for its prompt, which loads when it shows. */
async function renderBanner() {
  render(
    <MantineProvider env="test">
      <ConsentBanner />
    </MantineProvider>,
  );
  await screen.findByRole('region', { name: 'Cookies and your privacy' });
}

beforeAll(() => installBrowserPolyfills());

beforeEach(() => {
  useConsentStore.setState(undecided, true);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ConsentBanner', () => {
  // First in the file: the module, once loaded, stays loaded for the tests after it.
  it('loads nothing of the prompt for a member who has chosen, and loads it when they reopen it', async () => {
    useConsentStore.setState({ status: 'chosen', reviewing: false });
    render(
      <MantineProvider env="test">
        <ConsentBanner />
      </MantineProvider>,
    );
    await vi.dynamicImportSettled();
    expect(promptModule.loaded).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => useConsentStore.getState().reopen());
    await screen.findByRole('region', { name: 'Cookies and your privacy' });
    expect(promptModule.loaded).toBe(true);
  });

  it('is a labelled region with the three choices until one is made', async () => {
    await renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies and your privacy' });
    expect(region).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies and your privacy' })).toBeDefined();
    for (const name of ['Accept all', 'Necessary only', 'Choose'])
      expect(screen.getByRole('button', { name })).toBeDefined();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('Accept all allows analytics and marketing and hides the banner', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(useConsentStore.getState()).toMatchObject({
      status: 'chosen',
      categories: { necessary: true, analytics: true, marketing: true },
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Necessary only allows neither and hides the banner', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(useConsentStore.getState()).toMatchObject({
      status: 'chosen',
      categories: { necessary: true, analytics: false, marketing: false },
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Choose reveals a switch per category, off to begin with, and Save choices stores them', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const necessary = screen.getByRole('switch', { name: /Necessary/ }) as HTMLInputElement;
    const analytics = screen.getByRole('switch', { name: /Analytics/ }) as HTMLInputElement;
    const marketing = screen.getByRole('switch', { name: /Marketing/ }) as HTMLInputElement;
    expect([necessary.checked, necessary.disabled]).toEqual([true, true]);
    expect([analytics.checked, marketing.checked]).toEqual([false, false]);

    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(useConsentStore.getState()).toMatchObject({
      status: 'chosen',
      categories: { necessary: true, analytics: true, marketing: false },
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows again when reopened, starting from the choice in force', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    act(() => useConsentStore.getState().reopen());
    await userEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    expect((screen.getByRole('switch', { name: /Analytics/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('reopened from Cookie settings, comes into view with the focus, which goes back once a choice is made', async () => {
    useConsentStore.setState({ status: 'chosen', reviewing: false });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    render(
      <MantineProvider env="test">
        <button type="button" onClick={() => useConsentStore.getState().reopen()}>
          Cookie settings
        </button>
        <ConsentBanner />
      </MantineProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settings);
    const region = await screen.findByRole('region', { name: 'Cookies and your privacy' });
    expect(document.activeElement).toBe(region);
    expect(scrolled).toContain(region);
    // The next Tab reaches the banner's own buttons.
    await userEvent.tab();
    expect(region.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(settings);
  });

  it('takes no focus on a first visit', async () => {
    await renderBanner();
    expect(document.activeElement).toBe(document.body);
  });
});
