import { Anchor, Radio, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { addressLabel, type ProfileAddress } from '../../lib/address-label';
import { Notice } from '../notice';

/** Where the debit card goes: one of the profile's addresses, or a way to add one first. */
export function AddressChoice({
  addresses,
  value,
  onChange,
  error,
}: {
  addresses: ProfileAddress[];
  value: string;
  onChange: (addressId: string) => void;
  error: string | undefined;
}) {
  if (addresses.length === 0) {
    return (
      <Notice tone="warning" title="Add your home address first">
        We send your debit card to your home address, and your profile has none yet.{' '}
        <Anchor component={Link} to="/profile/info" fw={600}>
          Add your address in your profile
        </Anchor>
        , then come back to open your account.
      </Notice>
    );
  }
  return (
    <Radio.Group
      label="Home address"
      description="Your debit card is sent here. PO boxes are not accepted."
      value={value}
      onChange={onChange}
      error={error}
      required
    >
      <Stack gap="xs" mt="xs">
        {addresses.map((address) => (
          <Radio key={address.id} value={address.id} label={addressLabel(address)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
