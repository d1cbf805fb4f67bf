import { describe, expect, it } from 'vitest';
import { ApiError, networkError, timeoutError } from '../../../lib/api-client';
import { outcomeOfCreateError, outcomeOfCreateMessage } from './checking-create-outcome';

describe('checking account creation outcome', () => {
  it('is success only for Created', () => {
    expect(outcomeOfCreateMessage('Created')).toBe('success');
  });

  it('reports Processing as a timeout', () => {
    expect(outcomeOfCreateMessage('Processing')).toBe('timeout');
  });

  it.each(['', 'created', 'Failed', 'Pending', 'CREATED'])('reports any other message (%j) as a failure', (message) => {
    expect(outcomeOfCreateMessage(message)).toBe('fail');
  });

  it('reports a request that timed out as a timeout and any other error as a failure', () => {
    expect(outcomeOfCreateError(timeoutError())).toBe('timeout');
    expect(outcomeOfCreateError(new ApiError({ status: 408, code: 'TIMEOUT', title: 't', description: 'd' }))).toBe(
      'timeout',
    );
    expect(outcomeOfCreateError(networkError())).toBe('fail');
    expect(
      outcomeOfCreateError(new ApiError({ status: 422, code: 'MISSING_VALUES', title: 't', description: 'd' })),
    ).toBe('fail');
    expect(outcomeOfCreateError(new Error('boom'))).toBe('fail');
  });
});
