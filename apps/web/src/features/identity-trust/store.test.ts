import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../lib/store-reset';
import { emptyIdentityTrustConfig, useIdentityTrustStore } from './store';

const answer = {
  interviewId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  userId: '0b8e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  url: 'http://localhost:3000/sandbox/identity-check/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f?token=abc',
};

const config = () => useIdentityTrustStore.getState().config;

beforeEach(() => useIdentityTrustStore.getState().reset());

describe('the identity-trust store', () => {
  it('starts empty', () => {
    expect(config()).toEqual({ status: null, interviewId: null, userId: null, url: null });
  });

  it('sets the status to the flow type with the interview, user and url when a request succeeds', () => {
    const store = useIdentityTrustStore.getState();
    store.requestStarted();
    store.requestSucceeded('STEP_UP', answer);
    expect(config()).toEqual({ status: 'STEP_UP', ...answer });
  });

  it('clears the config when a request starts, and when it fails', () => {
    const store = useIdentityTrustStore.getState();
    store.requestSucceeded('ONBOARDING', answer);
    store.requestStarted();
    expect(config()).toEqual(emptyIdentityTrustConfig);

    store.requestSucceeded('ONBOARDING', answer);
    store.requestFailed();
    expect(config()).toEqual(emptyIdentityTrustConfig);
  });

  it('can set the status to PENDING, keeping the interview', () => {
    const store = useIdentityTrustStore.getState();
    store.requestSucceeded('ONBOARDING', answer);
    store.setPending();
    expect(config()).toEqual({ status: 'PENDING', ...answer });
    store.reset();
    store.setPending();
    expect(config()).toEqual({ ...emptyIdentityTrustConfig, status: 'PENDING' });
  });

  it('is emptied when the member logs out', () => {
    useIdentityTrustStore.getState().requestSucceeded('ONBOARDING', answer);
    resetAllStores();
    expect(config()).toEqual(emptyIdentityTrustConfig);
  });
});
