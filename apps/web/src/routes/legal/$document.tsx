import { createFileRoute, notFound } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page';
import { isLegalDocumentSlug } from '../../features/legal/legal-document-links';

export const Route = createFileRoute('/legal/$document')({
  beforeLoad: ({ params }) => {
    if (!isLegalDocumentSlug(params.document)) throw notFound();
  },
  staticData: {
    // Each document's own title and description come from the loader.
    meta: { owner: 'web-core', requiresSignIn: false },
  },
  // The texts load with a legal page, not with every page's route tree.
  loader: async ({ params }) => {
    const { legalDocumentMeta } = await import('../../features/legal/legal-documents');
    return { pageMeta: isLegalDocumentSlug(params.document) ? legalDocumentMeta(params.document) : undefined };
  },
  component: function LegalRoute() {
    const { document } = Route.useParams();
    return <LegalDocumentPage slug={document} />;
  },
});
