import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../shell/error-pages/error-page';

export const Route = createFileRoute('/404')({
  component: NotFoundPage,
});
