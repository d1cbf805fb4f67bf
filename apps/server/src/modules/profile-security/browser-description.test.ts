import { describe, expect, it } from 'vitest';
import { describeBrowser } from './browser-description.ts';

describe('describeBrowser', () => {
  it('names the browser and system a member recognises', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ description: 'Safari on iOS', deviceType: 'mobile' });
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
      ),
    ).toEqual({ description: 'Microsoft Edge on Windows', deviceType: 'desktop' });
    expect(
      describeBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0'),
    ).toEqual({ description: 'Firefox on macOS', deviceType: 'desktop' });
  });

  it('says so when the browser did not tell', () => {
    expect(describeBrowser(null)).toEqual({ description: 'Unknown browser', deviceType: 'unknown' });
    expect(describeBrowser('curl/8.5.0')).toMatchObject({ deviceType: 'unknown' });
  });
});
