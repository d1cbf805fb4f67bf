// What a member reads about a signed-in browser: "Chrome on Windows", from its user agent.
import type { SignedInBrowser } from '@fernleaf/contract/profile-security';
import Bowser from 'bowser';

export function describeBrowser(userAgent: string | null): Pick<SignedInBrowser, 'description' | 'deviceType'> {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const browser = parsed?.browser.name || 'Unknown browser';
  const os = parsed?.os.name;
  const type = parsed?.platform.type;
  return {
    description: os ? `${browser} on ${os}` : browser,
    deviceType: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown',
  };
}
