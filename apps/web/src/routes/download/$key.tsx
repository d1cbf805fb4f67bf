import { createFileRoute, notFound } from '@tanstack/react-router';
import { DownloadPage } from '../../features/app-download/components/download-page';
import { isCampaignKey } from '../../features/app-download/lib/store-links';

export const Route = createFileRoute('/download/$key')({
  beforeLoad: ({ params }) => {
    if (!isCampaignKey(params.key)) throw notFound();
  },
  staticData: {
    meta: {
      title: 'Get the app',
      description: 'Download the mobile app.',
      owner: 'web-core',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  component: function DownloadRoute() {
    const { key } = Route.useParams();
    return <DownloadPage campaignKey={key} />;
  },
});
