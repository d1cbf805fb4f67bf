import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../features/welcome/components/welcome-page';
import { pageHead } from '../lib/route-data';
import { productAreasInWords } from '../shell/product-areas';

export const Route = createFileRoute('/')({
  staticData: {
    meta: {
      owner: 'web-core',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: pageHead({
    title: 'Welcome',
    description: `Your everyday money together: ${productAreasInWords()}.`,
  }),
  component: () => <WelcomePage areas={productAreasInWords()} />,
});
