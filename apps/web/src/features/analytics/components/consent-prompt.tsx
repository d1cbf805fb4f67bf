import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { type OptionalConsent, useConsentStore } from '../store';

/**
 * Reopened from "Cookie settings", the banner may sit below the page (on a phone it follows the page):
 * it is scrolled into view and takes the focus, which goes back where it was once a choice is made.
 * A first visit's banner takes nothing: the page's own content keeps the focus.
 */
function useFocusWhenReopened(reopened: boolean) {
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (!reopened || !region) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.scrollIntoView?.({ block: 'nearest' });
    region.focus({ preventScroll: true });
    return () => {
      if (before?.isConnected && (document.activeElement === document.body || region.contains(document.activeElement)))
        before.focus();
    };
  }, [reopened]);
  return regionRef;
}

/**
 * Asks for cookie consent until the visitor chooses. "Accept all" and "Necessary only" look alike
 * on purpose: declining must be as easy as accepting. "Choose" reveals one switch per optional
 * category, all starting from the current choice (off for a first visit).
 */
export function ConsentPrompt({ reopened }: { reopened: boolean }) {
  const regionRef = useFocusWhenReopened(reopened);
  const categories = useConsentStore((state) => state.categories);
  const acceptAll = useConsentStore((state) => state.acceptAll);
  const acceptNecessaryOnly = useConsentStore((state) => state.acceptNecessaryOnly);
  const saveChoices = useConsentStore((state) => state.saveChoices);
  const [choosing, setChoosing] = useState(false);
  const [choices, setChoices] = useState<OptionalConsent>({
    analytics: categories.analytics,
    marketing: categories.marketing,
  });
  const headingId = useId();
  const descriptionId = useId();

  return (
    // A labelled section is a landmark region, so screen-reader users can find it from anywhere.
    <Paper
      ref={regionRef}
      component="section"
      // Focusable by script only, for the reopened banner; never a stop of its own in the tab order.
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      withBorder
      shadow="md"
      p="md"
      // On a phone a fixed banner covers the page's own buttons (the landing page's "Create an account"
      // and "Sign in"), so there it follows the page; from the sm breakpoint it floats at the bottom.
      pos={{ base: 'static', sm: 'fixed' }}
      bottom="var(--mantine-spacing-md)"
      left="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      maw={720}
      my={{ base: 'md', sm: 0 }}
      mx="auto"
      style={{ zIndex: 'var(--mantine-z-index-overlay)' }}
    >
      <Stack gap="sm">
        <Title order={2} id={headingId} fz="h4">
          Cookies and your privacy
        </Title>
        <Text id={descriptionId} size="sm">
          We always use the cookies the dashboard needs to work, such as keeping you signed in and crediting a referral.
          With your permission we also measure how the dashboard is used (analytics) and show you offers that fit
          (marketing).
        </Text>
        {choosing && (
          <Stack gap="xs">
            <Switch
              label="Necessary"
              description="Always on: the dashboard cannot work without these."
              checked
              disabled
            />
            <Switch
              label="Analytics"
              description="Helps us see which pages work and which are slow."
              checked={choices.analytics}
              onChange={(event) => setChoices({ ...choices, analytics: event.currentTarget.checked })}
            />
            <Switch
              label="Marketing"
              description="Lets partners measure the offers we show you."
              checked={choices.marketing}
              onChange={(event) => setChoices({ ...choices, marketing: event.currentTarget.checked })}
            />
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          {choosing ? (
            <Button variant="default" onClick={() => saveChoices(choices)}>
              Save choices
            </Button>
          ) : (
            <Button variant="subtle" onClick={() => setChoosing(true)}>
              Choose
            </Button>
          )}
          <Button onClick={acceptNecessaryOnly}>Necessary only</Button>
          <Button onClick={acceptAll}>Accept all</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
