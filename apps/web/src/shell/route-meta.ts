// Metadata every route declares beside itself (DESIGN.md "Web conventions"): the shell turns it
// into the document head, the sign-in gate and the monitoring owner.
import type { RouteOwner } from '@fernleaf/contract/telemetry';
import { productAreasInWords } from './product-areas';

export interface RouteMeta {
  /**
   * Most routes answer the title and description from their loader instead (`pageHead`,
   * lib/route-data.ts), which keeps them out of the first download; the defaults stand in until then.
   */
  title?: string;
  description?: string;
  /** The area that owns the route in error monitoring (spec section 2). */
  owner: RouteOwner;
  requiresSignIn: boolean;
  /** The last word of the title pattern; 'Dashboard' unless said otherwise. */
  category?: string;
  /** Pages of the sign-in service and full-screen messages have no header and footer. */
  chrome?: 'app' | 'none';
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: RouteMeta;
  }
}

export const defaultRouteMeta = {
  title: 'Your money in one place',
  description: `Your money in one place: ${productAreasInWords()}.`,
  owner: 'web-core',
  requiresSignIn: false,
} satisfies RouteMeta;
