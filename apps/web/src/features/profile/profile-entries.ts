// What /profile leads to, in order: one list, and an entry is in it only once its page works. `to` is
// typed by the route tree, so an entry for a page that does not exist yet does not compile.
import type { FileRoutesByTo } from '../../route-tree.gen';

export interface ProfileEntry {
  label: string;
  description: string;
  to: keyof FileRoutesByTo;
}

export const profileEntries: readonly ProfileEntry[] = [
  {
    label: 'Personal information',
    description: 'Your name, email, phone, date of birth and text messages.',
    to: '/profile/info',
  },
  // SECURITY ENTRY: "Security" (password, email and signed-in browsers, `/profile/security`) belongs
  // here, between personal information and the legal documents; it is added with its page.
];
