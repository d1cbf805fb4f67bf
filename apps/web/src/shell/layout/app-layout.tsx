import { Box, useMantineColorScheme } from '@mantine/core';
import { useMatches, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { usePageAuthStatus } from '../../lib/auth/use-page-auth-status';
import type { LoaderPageMeta } from '../../lib/route-data';
import { InsideMainLandmark } from '../../ui/main-landmark';
import { isDarkModeRoute } from '../dark-mode-routes';
import { applyPageMeta } from '../page-meta';
import type { RouteMeta } from '../route-meta';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { useFocusHeadingOnNavigation } from './focus-heading';
import { SandboxBanner } from './sandbox-banner';
import { SignInGate } from './sign-in-gate';

/**
 * The metadata of the deepest matched route that declares any. Its loader's `pageMeta` (the
 * description of most routes, the title too where it depends on the params) takes precedence.
 */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  const match = matches.findLast((candidate) => candidate.staticData.meta);
  const fromLoader = (match?.loaderData as Partial<LoaderPageMeta> | undefined)?.pageMeta;
  return match?.staticData.meta && { ...match.staticData.meta, ...fromLoader };
}

/** Every page sits in this: the head from its route metadata, the header and footer, the sign-in gate. */
export function AppLayout({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The error and not-found pages are full-screen and set their own head, wherever they happen.
  const failed = useMatches({
    // An address no route matches is not found at the root (`_notFound`, the router's own mark), its status a success.
    select: (matches) =>
      matches.some((match) => match.status === 'error' || match.status === 'notFound' || match._notFound === true),
  });
  // A visitor's header until a prerendered page is the browser's own (decision 070).
  const signedIn = usePageAuthStatus() === 'authorized';
  useFocusHeadingOnNavigation(pathname);

  useEffect(() => {
    if (meta && !failed) applyPageMeta(meta, pathname);
  }, [meta, pathname, failed]);

  // Spec section 2: dark mode applies only on the fixed list of routes, to their pages: the error and
  // not-found pages shown at one of those addresses keep the light colours they are made for (dark,
  // their text fell to 4.04:1).
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    setColorScheme(isDarkModeRoute(pathname) && !failed ? 'dark' : 'light');
  }, [pathname, failed, setColorScheme]);

  // The sandbox banner (a production demo only) sits above every page, whatever its chrome.
  if (failed) return withSandboxBanner(children);
  const content = meta?.requiresSignIn ? <SignInGate>{children}</SignInGate> : children;
  if (!meta || meta.chrome === 'none') return withSandboxBanner(content);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SandboxBanner />
      <AppHeader signedIn={signedIn} />
      {/* At least a screen tall, so the footer starts below the first screen and does not jump down
          (a layout shift) when the page's data arrives and its content grows. */}
      <Box component="main" id="main" flex={1} mih="100dvh" px="md" py="xl" w="100%" maw={1280} mx="auto">
        <InsideMainLandmark.Provider value>{content}</InsideMainLandmark.Provider>
      </Box>
      <AppFooter />
    </Box>
  );
}

function withSandboxBanner(page: ReactNode) {
  return (
    <>
      <SandboxBanner />
      {page}
    </>
  );
}
