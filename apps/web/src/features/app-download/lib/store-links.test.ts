import { describe, expect, it } from 'vitest';
import { isCampaignKey, storeLinksFor } from './store-links';

describe('the app download hand-off', () => {
  it('accepts short keys of letters, digits, dashes and underscores only', () => {
    expect(isCampaignKey('spring_2026-tiktok')).toBe(true);
    expect(isCampaignKey('')).toBe(false);
    expect(isCampaignKey('a/b')).toBe(false);
    expect(isCampaignKey('x'.repeat(65))).toBe(false);
  });

  it('carries the campaign key to both stores', () => {
    const links = storeLinksFor('spring_2026');
    expect(links.appStore).toContain('ct=spring_2026');
    expect(decodeURIComponent(links.googlePlay)).toContain('utm_campaign=spring_2026');
  });
});
