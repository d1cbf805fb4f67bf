/** Opens the partner's page the hand-off answered, in place of ours: the application goes on there. */
export function leaveForPartner(url: string): void {
  window.location.assign(url);
}
