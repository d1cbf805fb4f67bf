import { lazy, Suspense } from 'react';
import { isConsentBannerShown, useConsentStore } from '../store';

// The prompt and what it is built from (switches, Mantine's inputs: about 7 kB gzip) are fetched only
// when it shows: a member who has already chosen downloads none of it (decision 084).
const ConsentPrompt = lazy(() => import('./consent-prompt').then((module) => ({ default: module.ConsentPrompt })));

/** The cookie consent prompt, shown until the visitor chooses and again when they reopen it. */
export function ConsentBanner() {
  const shown = useConsentStore(isConsentBannerShown);
  const reopened = useConsentStore((state) => state.reviewing);
  // Mounted afresh each time it shows, so the switches start from the choice in force then. A
  // boundary of its own: while the prompt loads, the shell's other parts beside it stay as they are.
  return shown ? (
    <Suspense fallback={null}>
      <ConsentPrompt reopened={reopened} />
    </Suspense>
  ) : null;
}
