// The hand-off to the mobile app: the stores' links carry the campaign key so an install is credited
// to the campaign that brought the member (spec section 2, /download/[key]).
import { mobileAppStoreId } from '../../../lib/mobile-app';

export const campaignKeyPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function isCampaignKey(value: string): boolean {
  return campaignKeyPattern.test(value);
}

export function storeLinksFor(key: string) {
  const campaign = encodeURIComponent(key);
  return {
    appStore: `https://apps.apple.com/us/app/id${mobileAppStoreId}?ct=${campaign}&mt=8`,
    googlePlay: `https://play.google.com/store/apps/details?id=com.fernleaf.app&referrer=${encodeURIComponent(`utm_source=web&utm_campaign=${key}`)}`,
  };
}
