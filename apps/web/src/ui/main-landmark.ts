import { createContext, useContext } from 'react';

/**
 * True inside the app layout, which already renders the page's one `<main>`. Components that would
 * otherwise be the main landmark (full-screen messages, error pages) render a plain element there.
 */
export const InsideMainLandmark = createContext(false);

export function useMainLandmarkElement(): 'main' | 'div' {
  return useContext(InsideMainLandmark) ? 'div' : 'main';
}
