// Every call carries the device id and, with analytics consent, the anonymous id (spec section 7).
// The fingerprint is read, with its code loaded, once the page is idle after the first screen, so it
// never delays it.
import { readAnonymousId } from '../features/analytics/lib/anonymous-id';
import { createDocumentCookieJar } from '../features/analytics/lib/cookies';
import { addRequestHeaders } from '../lib/api-client';
import { afterFirstPaint } from './after-first-paint';

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
  afterFirstPaint(
    () =>
      void import('../lib/device-fingerprint/device-fingerprint')
        .then(({ getDeviceFingerprint }) => getDeviceFingerprint())
        .then((id) => {
          deviceId = id;
        })
        // Like a failing agent (device-fingerprint.ts): calls go on without the device id.
        .catch((error: unknown) => console.warn('The device id could not be read', error)),
  );
}
