// jsdom lacks the layout APIs Mantine calls on mount (matchMedia, ResizeObserver); these stand-ins
// let the banner's tests render. No media query matches, which is a wide desktop as far as Mantine
// is concerned.

class NoopResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function installBrowserPolyfills(): void {
  window.matchMedia ??= (query: string): MediaQueryList => ({
    media: query,
    matches: false,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  globalThis.ResizeObserver ??= NoopResizeObserver;
}
