// Every call carries the device id and, with analytics consent, the anonymous id (spec section 7).
// The fingerprint is read once the page is idle, so it never delays the first screen.
import { readAnonymousId } from '../features/analytics/lib/anonymous-id';
import { createDocumentCookieJar } from '../features/analytics/lib/cookies';
import { addRequestHeaders } from '../lib/api-client';
import { getDeviceFingerprint } from '../lib/device-fingerprint/device-fingerprint';

export function sendRequestIdentity(): void {
  const jar = createDocumentCookieJar();
  let deviceId: string | undefined;
  addRequestHeaders(() => {
    const anonymousId = readAnonymousId(jar);
    return {
      ...(deviceId ? { 'x-device-id': deviceId } : {}),
      ...(anonymousId ? { 'x-anonymous-id': anonymousId } : {}),
    };
  });
  const readFingerprint = () =>
    void getDeviceFingerprint().then((id) => {
      deviceId = id;
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(readFingerprint, { timeout: 5000 });
  else setTimeout(readFingerprint, 2000);
}
