import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Notice, type NoticeTone } from '../../../ui/notice';

export interface HomeAlertView {
  key: string;
  tone: NoticeTone;
  title: string;
  text: string;
  action: { label: string; to: string } | null;
}

/** What needs the member now, most pressing first, each with the link that deals with it. */
export function HomeAlertsList({ alerts }: { alerts: readonly HomeAlertView[] }) {
  if (alerts.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Alerts">
      {alerts.map((alert) => (
        <Notice key={alert.key} tone={alert.tone} title={alert.title}>
          <Stack gap={4} align="flex-start">
            <Text size="sm">{alert.text}</Text>
            {alert.action && (
              <Anchor component={Link} to={alert.action.to} size="sm" fw={600}>
                {alert.action.label}
              </Anchor>
            )}
          </Stack>
        </Notice>
      ))}
    </Stack>
  );
}
