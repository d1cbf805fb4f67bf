import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SectionCard } from './section-card';

const links = [
  {
    to: '/instacash/manage-payment-method-prescreen',
    label: 'Repayment method',
    text: 'Where scheduled repayments are collected from.',
  },
  {
    to: '/instacash/manage-target-bv-account',
    label: 'Bank account',
    text: 'The linked account your limit is based on.',
  },
  { to: '/instacash/manage-payment-method', label: 'Debit cards', text: 'Add or remove cards.' },
] as const;

export function ManageLinks() {
  return (
    <SectionCard title="Manage">
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} fw={600}>
              {link.label}
            </Anchor>
            <Text size="sm" c="dimmed">
              {link.text}
            </Text>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
