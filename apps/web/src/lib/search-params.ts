/** Reads one optional string search parameter; anything else counts as absent. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
