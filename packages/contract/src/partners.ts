// Creator-campaign partners with their own sign-in and sign-up pages at /auth/{brand}/... The
// partners are fictional; their accounts are ordinary members.
export interface Partner {
  slug: string;
  name: string;
  /** One line under the partner's name on its sign-in and sign-up pages. */
  tagline: string;
}

export const partners: readonly Partner[] = [
  {
    slug: 'northstar-creators',
    name: 'Northstar Creators',
    tagline: 'Join through Northstar and get your first month of WOW membership on us.',
  },
];

export function findPartner(slug: string | null | undefined): Partner | undefined {
  return partners.find((partner) => partner.slug === slug);
}
