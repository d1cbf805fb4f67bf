import { createFileRoute, notFound } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page';
import { isLegalDocumentSlug, legalDocumentMeta } from '../../features/legal/legal-documents';

export const Route = createFileRoute('/legal/$document')({
  beforeLoad: ({ params }) => {
    if (!isLegalDocumentSlug(params.document)) throw notFound();
  },
  staticData: {
    // Each document's own title and description, from the loader, replace these.
    meta: { title: 'Legal', description: 'Legal documents.', owner: 'web-core', requiresSignIn: false },
  },
  loader: ({ params }) => ({
    pageMeta: isLegalDocumentSlug(params.document) ? legalDocumentMeta(params.document) : undefined,
  }),
  component: function LegalRoute() {
    const { document } = Route.useParams();
    return <LegalDocumentPage slug={document} />;
  },
});
