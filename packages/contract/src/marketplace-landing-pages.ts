// The marketplace pages a shared link shows a title and description for (spec section 2, "Page
// shell behaviour"). Kept apart from the marketplace's schemas: the web app's route meta, which loads
// with the first page, reads it without pulling them in.

/**
 * The marketplace pages whose title, description and social tags the server writes into the HTML it
 * sends (so a link shared in a chat shows them without running scripts). The web app's route meta
 * reads the same entries.
 */
export const marketplaceLandingPages: Record<string, { title: string; description: string }> = {
  '/marketplace/personal-loan': {
    title: 'Personal loan offers',
    description:
      'Compare personal loans from $1,000 to $50,000 with the monthly payment and total cost of each, without affecting your credit score.',
  },
  '/marketplace/credit-cards': {
    title: 'Credit card offers',
    description: 'Find credit cards that match your credit and goals, with fees and rates shown up front.',
  },
  '/marketplace/debt-relief': {
    title: 'Debt relief offers',
    description: 'See debt relief programs for your unsecured debt, with what each can cost before you enroll.',
  },
  '/marketplace/debt-offers': {
    title: 'Your debt relief offers',
    description: 'The debt relief programs that match your profile, with their fees and program length.',
  },
  '/products-offers': {
    title: 'Products and offers',
    description:
      'Loans, credit cards, credit builders, pay-day access and savings from our partners, compared honestly.',
  },
};

/** The landing entry of a path: a flow's steps share their flow's entry. */
export function landingPageOf(pathname: string): { title: string; description: string } | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const exact = marketplaceLandingPages[trimmed];
  if (exact) return exact;
  const flow = /^\/marketplace\/(personal-loan|credit-cards|debt-relief)\//.exec(trimmed);
  return flow ? marketplaceLandingPages[`/marketplace/${flow[1]}`] : undefined;
}
