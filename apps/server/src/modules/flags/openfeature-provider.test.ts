import { ErrorCode, OpenFeature, StandardResolutionReasons } from '@openfeature/server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlagDefinition } from './definitions.ts';
import { FernleafFlagsProvider } from './openfeature-provider.ts';

const definitions: FlagDefinition[] = [
  {
    key: 'staff-only',
    description: 'On for staff',
    defaultValue: false,
    targetedValue: true,
    allowList: { emailDomains: ['fernleaf.com'] },
  },
  { key: 'everyone', description: 'On for all', defaultValue: false, targetedValue: true, rolloutPercent: 100 },
  { key: 'page-size', description: 'A number', defaultValue: 20, targetedValue: 30, environmentOverrides: { test: 5 } },
];

// A domain of its own keeps this test's provider apart from the global default one.
const domain = 'flags-provider-test';
const client = () => OpenFeature.getClient(domain);
const staff = { targetingKey: 'member-1', email: 'sam@fernleaf.com' };

beforeAll(() =>
  OpenFeature.setProviderAndWait(domain, new FernleafFlagsProvider({ definitions, environment: 'test' })),
);
afterAll(() => OpenFeature.clearProviders());

describe('FernleafFlagsProvider', () => {
  it('answers evaluated values through the standard client, with the deciding rule as reason', async () => {
    const staffFlag = await client().getBooleanDetails('staff-only', false, staff);
    expect(staffFlag).toMatchObject({ value: true, reason: StandardResolutionReasons.TARGETING_MATCH });
    expect(await client().getBooleanValue('staff-only', false, { targetingKey: 'member-2', email: 'a@b.test' })).toBe(
      false,
    );
    expect(await client().getBooleanDetails('everyone', false, staff)).toMatchObject({
      value: true,
      reason: StandardResolutionReasons.SPLIT,
    });
    expect(await client().getNumberDetails('page-size', 10, staff)).toMatchObject({
      value: 5,
      reason: StandardResolutionReasons.STATIC,
    });
  });

  it('answers the caller default with an error code for unknown keys, wrong types and missing members', async () => {
    expect(await client().getBooleanDetails('no-such-flag', true, staff)).toMatchObject({
      value: true,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
    });
    expect(await client().getStringDetails('everyone', 'fallback', staff)).toMatchObject({
      value: 'fallback',
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
    expect(await client().getBooleanDetails('everyone', false, {})).toMatchObject({
      value: false,
      errorCode: ErrorCode.TARGETING_KEY_MISSING,
    });
    expect(await client().getObjectDetails('everyone', {}, staff)).toMatchObject({
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
  });
});
