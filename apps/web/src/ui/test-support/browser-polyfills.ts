// jsdom lacks the layout APIs Mantine calls (matchMedia, ResizeObserver, scrollIntoView). These
// stand-ins let component tests run and choose the viewport width that media queries see.

const defaultViewportWidthPx = 1280;
let viewportWidthPx = defaultViewportWidthPx;

/** Evaluates the width conditions of a media query (px or em, `and` only); any other feature is false. */
export function matchesWidth(query: string, widthPx: number): boolean {
  const conditions = query.match(/\([^)]*\)/g) ?? [];
  if (conditions.length === 0) return false;
  return conditions.every((condition) => {
    const match = /^\((min|max)-width:\s*([\d.]+)(px|em|rem)\)$/.exec(condition.trim());
    if (!match) return false;
    const [, bound, amount, unit] = match;
    const limitPx = Number(amount) * (unit === 'px' ? 1 : 16);
    return bound === 'min' ? widthPx >= limitPx : widthPx <= limitPx;
  });
}

class NoopResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Installs the stand-ins (once per test file is enough) and sets the viewport width media queries see. */
export function installBrowserPolyfills({ viewportWidth = defaultViewportWidthPx }: { viewportWidth?: number } = {}) {
  viewportWidthPx = viewportWidth;
  window.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    matches: matchesWidth(query, viewportWidthPx),
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  globalThis.ResizeObserver ??= NoopResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
}
