import { describe, expect, it } from 'vitest';
import { checkTree, findApiPaths, routingTests } from './check-api-paths.ts';

describe('findApiPaths', () => {
  it('finds strings and templates that start with /api/, and nothing else', () => {
    const source = [
      "describe('GET /api/banking/esign', () => {});", // a title naming the call: not a path sent
      "const a = '/api/banking/esign';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const b = `/api/investment/accounts/${id}/orders`;',
      'const c = "/api/user/getProfile";',
      '// app.inject({ url: "/api/in/a/comment" })',
      "const d = '/oidc/auth';",
    ].join('\n');
    expect(findApiPaths(source)).toEqual([
      { line: 2, text: "'/api/banking/esign'" },
      { line: 3, text: '`/api/investment/accounts/${' },
      { line: 4, text: '"/api/user/getProfile"' },
    ]);
  });
});

describe('checkTree', () => {
  const converted = 'apps/server/src/modules/x/converted.test.ts';
  const investing = 'apps/server/src/modules/investing/orders.test.ts';
  const withPath = "app.inject({ url: '/api/health' });";

  it('passes the tree as it is', () => {
    expect(checkTree()).toEqual([]);
  });

  it('names a path in any test but a routing test, investing included', () => {
    const problems = checkTree([...routingTests, converted, investing], (file) =>
      file === converted ? `\n${withPath}` : withPath,
    );
    expect(problems).toEqual([
      `${converted}:2: '/api/health' is a path written by hand; call the contract's call with call() (apps/server/src/test/call.ts)`,
      `${investing}:1: '/api/health' is a path written by hand; call the contract's call with call() (apps/server/src/test/call.ts)`,
    ]);
  });

  it('names a routing test that is listed but gone', () => {
    const [gone, ...kept] = routingTests;
    expect(checkTree([...kept, converted], () => 'call(member, getHealth);')).toEqual([
      `${gone}: listed in scripts/check-api-paths.ts but not found`,
    ]);
  });
});
