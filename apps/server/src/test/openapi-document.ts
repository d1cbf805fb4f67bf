// Test support for the OpenAPI document: where it lists a call, derived from the call's definition
// so that the tests of the document name calls, not paths written by hand.
import type { CallDefinition } from '@fernleaf/contract/define-call';

/** The key of `paths` in /api/openapi.json for the call: `/api` + its path, `:name` as `{name}`. */
export function documentedPath(definition: Pick<CallDefinition, 'path'>): string {
  return `/api${definition.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}
