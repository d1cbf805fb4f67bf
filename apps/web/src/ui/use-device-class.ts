import { useMediaQuery } from '@mantine/hooks';
import { type DeviceClass, desktopMediaQuery, tabletMediaQuery } from './device-breakpoints';

// Read on the first render (the app has no server rendering), so a desktop never flashes the
// mobile layout before an effect corrects it.
const readNow = { getInitialValueInEffect: false };

/** The spec's device class for the current viewport, updated when the viewport crosses a breakpoint. */
export function useDeviceClass(): DeviceClass {
  const isDesktop = useMediaQuery(desktopMediaQuery, false, readNow);
  const isTablet = useMediaQuery(tabletMediaQuery, false, readNow);
  if (isDesktop) return 'desktop';
  return isTablet ? 'tablet' : 'mobile';
}
