import { useEffect, useState } from 'react';
import { getNetworkSpeed } from './get-network-speed';
import type { NetworkSpeedResult } from './measure-network-speed';

/** The page's network speed; undefined while the first measurement is still running. */
export function useNetworkSpeed(): NetworkSpeedResult | undefined {
  const [result, setResult] = useState<NetworkSpeedResult>();
  useEffect(() => {
    let active = true;
    void getNetworkSpeed().then((measured) => {
      if (active) setResult(measured);
    });
    return () => {
      active = false;
    };
  }, []);
  return result;
}
