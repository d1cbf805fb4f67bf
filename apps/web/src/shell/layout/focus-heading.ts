// After a navigation inside the app, focus moves to the new page's heading, so a screen reader reads
// where the member arrived and the next Tab starts from the page, not from the link left behind.
import { useEffect, useRef } from 'react';

/** How long a page may take to show its heading (its code and data loading) before we give up. */
const headingWaitMs = 5000;

/**
 * Whether to move focus: not when the page already put it somewhere inside itself (a form that
 * focuses its first field), only when it was left on nothing or outside the page's main landmark.
 */
export function shouldMoveFocus(active: Element | null, main: Element): boolean {
  return !active || active === document.body || !main.contains(active);
}

/**
 * Focuses the main landmark's h1, and each new h1 that replaces it while the page loads (the old page's
 * heading can still be there when the address changes), until the member acts or the wait ends.
 * Answers a function that stops watching.
 */
export function focusHeadingWhenShown(main: HTMLElement): () => void {
  let focused: HTMLElement | null = null;
  const focus = () => {
    const heading = main.querySelector('h1');
    if (!heading || heading === focused) return;
    const active = document.activeElement;
    if (active !== focused && !shouldMoveFocus(active, main)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  const observer = new MutationObserver(focus);
  const timer = window.setTimeout(() => stop(), headingWaitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  }
  // Once the member clicks or types, where focus goes is theirs.
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  observer.observe(main, { childList: true, subtree: true });
  focus();
  return stop;
}

/** On every change of `pathname` after the first page: focus the new page's heading. */
export function useFocusHeadingOnNavigation(pathname: string): void {
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current && pathname === firstPath.current) return;
    navigated.current = true;
    const main = document.getElementById('main');
    if (!main) return;
    return focusHeadingWhenShown(main);
  }, [pathname]);
}
