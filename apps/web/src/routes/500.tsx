import { createFileRoute } from '@tanstack/react-router';
import { GenericErrorPage } from '../shell/error-pages/error-page';

export const Route = createFileRoute('/500')({
  component: GenericErrorPage,
});
