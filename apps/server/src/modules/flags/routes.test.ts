import { flagKeys } from '@fernleaf/contract/flag-keys';
import { getFeatureFlags } from '@fernleaf/contract/flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { FlagDefinition } from './definitions.ts';
import { registerFlagCalls } from './routes.ts';

describe('GET /api/flags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a bearer token', async () => {
    const response = await call({ app: t.app }, getFeatureFlags);
    expect(response.statusCode).toBe(401);
    expect(response.error.code).toBe('INVALID_TOKEN_OR_EXPIRED');
  });

  it("answers the member's evaluated flags, every contract key included, and when they were evaluated", async () => {
    const member = await signUpMember(t.app, t.config);
    const before = Date.now();
    const response = await call({ app: t.app, authorization: member.authorization }, getFeatureFlags);
    expect(response.statusCode).toBe(200);
    const { flags, fetchedAt } = response.data;
    expect(Object.keys(flags).sort()).toEqual(Object.values(flagKeys).sort());
    // Without an app environment no development override applies, as in production.
    expect(flags[flagKeys.taxFilingRedirect]).toBe(false);
    expect(flags[flagKeys.marketplaceSavingsCalculator]).toBe(false);
    expect(Date.parse(fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Flags differ per member: no shared cache may keep them.
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/flags targeting', () => {
  let t: TestApp;
  const definitions: FlagDefinition[] = [
    {
      key: 'example-staff',
      description: 'On for the staff.example.test domain',
      defaultValue: false,
      targetedValue: true,
      allowList: { emailDomains: ['staff.example.test'] },
    },
    {
      key: 'dev-only',
      description: 'On in development',
      defaultValue: 'off',
      targetedValue: 'on',
      environmentOverrides: { development: 'on' },
    },
    {
      key: 'test-env',
      description: 'Set in tests',
      defaultValue: 1,
      targetedValue: 2,
      environmentOverrides: { test: 3 },
    },
  ];
  beforeAll(async () => {
    t = await createTestApp({
      // The app already serves the real definitions at /api/flags; these are served beside them.
      extend: (app, database) => {
        app.register(async (scope) => registerFlagCalls(scope, database.db, { appEnv: 'test', definitions }), {
          prefix: '/with-test-definitions',
        });
      },
    });
  });
  afterAll(() => t.close());

  it("applies the allow-list to the member's email and the overrides of the app's environment", async () => {
    const staff = await signUpMember(t.app, t.config, { email: `sam-${Date.now()}@staff.example.test` });
    const other = await signUpMember(t.app, t.config);
    const flagsOf = async (authorization: string) =>
      // The flag calls registered again under a prefix, outside the contract's addresses.
      (await t.app.inject({ url: '/with-test-definitions/api/flags', headers: { authorization } })).json().data.flags;
    expect(await flagsOf(staff.authorization)).toEqual({ 'example-staff': true, 'dev-only': 'off', 'test-env': 3 });
    expect(await flagsOf(other.authorization)).toEqual({ 'example-staff': false, 'dev-only': 'off', 'test-env': 3 });
  });
});
