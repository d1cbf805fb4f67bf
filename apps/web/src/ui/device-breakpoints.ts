// The spec's device classes (section 9): wide above 1024 px, medium from 480 to 1024 px. They do not
// match Mantine's theme breakpoints, so layouts that the spec ties to a device class use these.

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export const mediumMinWidthPx = 480;
export const mediumMaxWidthPx = 1024;

export const desktopMediaQuery = `(min-width: ${mediumMaxWidthPx + 1}px)`;
export const tabletMediaQuery = `(min-width: ${mediumMinWidthPx}px) and (max-width: ${mediumMaxWidthPx}px)`;
