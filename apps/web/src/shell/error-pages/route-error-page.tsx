import { type ErrorComponentProps, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { reportError } from '../../lib/monitoring';
import { GenericErrorPage } from './error-page';

/** The error boundary of every route: the spec's 500 page, and a report with the route's owner. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const owner = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.meta)?.staticData.meta?.owner ?? 'web-core',
  });
  useEffect(() => {
    void reportError(error, { route: window.location.pathname, owner });
  }, [error, owner]);
  return <GenericErrorPage />;
}
