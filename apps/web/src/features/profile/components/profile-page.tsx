import { formatMonthYear } from '@fernleaf/contract/calendar/date-formats';
import { getRoartag } from '@fernleaf/contract/call-addresses/get-roartag.gen';
import { Anchor, Avatar, Button, Card, Grid, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { formatPhone } from '../../../lib/format/phone';
import { formatDateOfBirth } from '../../../lib/validate/date-of-birth';
import { AddressForm } from '../../../ui/address/address-form';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { addressLines, currentAddress } from '../lib/current-address';
import { profileEntries } from '../profile-entries';
import classes from './profile-facts.module.css';

function ProfileCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Title order={2} fz="h3" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A label and its value; on a phone the value goes under its label. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <Text component="dt" fw={600}>
        {label}
      </Text>
      <Stack component="dd" gap={4} align="flex-start" className={classes.value}>
        {children}
      </Stack>
    </div>
  );
}

export interface ProfilePageProps {
  /** The products the member has, from their features; composed by the route. */
  products: ReactNode;
  /** The legal documents: label and slug of `/legal/$document`. */
  legalDocuments: readonly { slug: string; label: string }[];
}

/**
 * The member's profile: who they are (name, email, phone, home address, date of birth), the products
 * they have, and the pages of their account: personal information, security and legal documents.
 */
export function ProfilePage({ products, legalDocuments }: ProfilePageProps) {
  const user = useAuthStore((state) => state.user);
  const roartag = useQuery({ queryKey: ['roartag'], queryFn: ({ signal }) => callApi(getRoartag, {}, { signal }) });
  const [changingAddress, setChangingAddress] = useState(false);
  if (!user) return null;
  const address = currentAddress(user.addresses);
  const dateOfBirth = user.dateOfBirth ? formatDateOfBirth(user.dateOfBirth) : undefined;

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar size="xl" radius="xl" color="fern" aria-hidden>
          {`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1}>
            {user.firstName} {user.lastName}
          </Title>
          {roartag.data && <Text c="dimmed">${roartag.data.roartag}</Text>}
          <Text size="sm" c="dimmed">
            Member since {formatMonthYear(user.createdAt)}
          </Text>
        </Stack>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProfileCard title="About you">
            <Stack component="dl" gap={0} m={0}>
              <Fact label="Name">
                <Text>
                  {user.firstName} {user.lastName}
                </Text>
              </Fact>
              <Fact label="Email">
                <Text>{user.email}</Text>
              </Fact>
              <Fact label="Phone">
                <Text>{user.phoneNumber ? formatPhone(user.phoneNumber.number) : 'None yet'}</Text>
                {user.phoneNumber && !user.phoneNumber.isVerified && (
                  <Text size="sm" c="dimmed">
                    Not verified
                  </Text>
                )}
              </Fact>
              <Fact label="Home address">
                {address ? addressLines(address).map((line) => <Text key={line}>{line}</Text>) : <Text>None yet</Text>}
                <Button variant="light" size="xs" onClick={() => setChangingAddress(true)}>
                  {address ? 'Change address' : 'Add address'}
                </Button>
              </Fact>
              <Fact label="Date of birth">
                <Text>{dateOfBirth ?? 'None yet'}</Text>
              </Fact>
            </Stack>
            <Anchor component={Link} to="/profile/info" size="sm" fw={600} mt="sm" display="inline-block">
              Change your phone or date of birth
            </Anchor>
          </ProfileCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ProfileCard title="Your products">{products}</ProfileCard>
            <ProfileCard title="Your account">
              <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                {profileEntries.map((entry) => (
                  <li key={entry.to}>
                    <Anchor component={Link} to={entry.to} fw={600}>
                      {entry.label}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {entry.description}
                    </Text>
                  </li>
                ))}
                <li>
                  <Text fw={600}>Legal documents</Text>
                  <Group component="span" gap="md">
                    {legalDocuments.map((document) => (
                      <Anchor
                        key={document.slug}
                        size="sm"
                        renderRoot={(props) => (
                          <Link {...props} to="/legal/$document" params={{ document: document.slug }} />
                        )}
                      >
                        {document.label}
                      </Anchor>
                    ))}
                  </Group>
                </li>
                <li>
                  <Anchor component={Link} to="/logout" fw={600}>
                    Sign out
                  </Anchor>
                </li>
              </Stack>
            </ProfileCard>
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal opened={changingAddress} onClose={() => setChangingAddress(false)} title="Your home address" size="lg">
        <Text size="sm" c="dimmed" mb="md">
          We check it with the postal service. Use the address where you live; PO boxes are not accepted.
        </Text>
        <AddressForm
          label="New home address"
          initialValues={
            address && {
              streetAddress: address.addressLine1,
              apt: address.addressLine2 ?? '',
              city: address.city,
              state: address.state,
              zip: address.postalCode,
            }
          }
          onSaved={() => {
            setChangingAddress(false);
            showSnackbar({ text: 'Your address is saved.' });
          }}
        />
      </Modal>
    </Stack>
  );
}
