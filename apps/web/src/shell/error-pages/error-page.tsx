import { Button, Image, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { getBrandName } from '../../lib/brand';
import { CenteredMain } from '../../ui/centered-main';
import { usePageMeta } from '../page-meta';
import { type ErrorPageType, errorPageAction } from './lib/error-page-action';
import robotUrl from './robot.svg';

const content = {
  404: {
    pageTitle: 'Page Not Found',
    heading: 'Oops! Page Not Found.',
    description: "This page seems to be in another dimension. We're building a portal to bring it back.",
  },
  500: {
    pageTitle: 'Something Went Wrong',
    heading: 'Oops! looks like something went wrong',
    description: 'Something broke on our side, and our robots are on it. Please try again.',
  },
} satisfies Record<ErrorPageType, { pageTitle: string; heading: string; description: string }>;

export function ErrorPage({ type }: { type: ErrorPageType }) {
  const { pageTitle, heading, description } = content[type];
  const brand = getBrandName();
  // The real address bar, not router state: this page also renders when routing itself failed.
  const action = errorPageAction(type, window.location.pathname, brand);
  usePageMeta({ title: pageTitle, description });

  return (
    <CenteredMain>
      {/* Decorative: the heading and text say everything the robot does. */}
      <Image src={robotUrl} alt="" width={240} height={240} w={{ base: 176, sm: 240 }} h="auto" />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {heading}
      </Title>
      <Text size="lg" c="dimmed">
        {description}
      </Text>
      {action.kind === 'home' ? (
        <Button component={Link} to="/" size="md" w={{ base: '100%', xs: 'auto' }}>
          {action.label}
        </Button>
      ) : (
        <Button size="md" w={{ base: '100%', xs: 'auto' }} onClick={() => window.location.reload()}>
          {action.label}
        </Button>
      )}
    </CenteredMain>
  );
}

export function NotFoundPage() {
  return <ErrorPage type={404} />;
}

export function GenericErrorPage() {
  return <ErrorPage type={500} />;
}
