import { Radio, Stack } from '@mantine/core';
import { addressLabel, type ProfileAddress } from '../../lib/address-label';

/** Where the debit card goes: one of the profile's addresses (the step asks for one when there is none). */
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
