import { createFileRoute, notFound } from '@tanstack/react-router';
import { DownloadPage } from '../../features/app-download/components/download-page';
import { isCampaignKey } from '../../features/app-download/lib/store-links';
import { describedPage } from '../../lib/route-data';

export const Route = createFileRoute('/download/$key')({
  beforeLoad: ({ params }) => {
    if (!isCampaignKey(params.key)) throw notFound();
  },
  staticData: {
    meta: {
      title: 'Get the app',
      owner: 'web-core',
      requiresSignIn: false,
      chrome: 'none',
    },
  },
  loader: describedPage('Download the mobile app.'),
  component: function DownloadRoute() {
    const { key } = Route.useParams();
    return <DownloadPage campaignKey={key} />;
  },
});
