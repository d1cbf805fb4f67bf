// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../lib/store-reset';
import { noAnswers } from './lib/answers';
import { payScheduleStoreStorageKey, usePayScheduleStore } from './store';

function stored(): Record<string, unknown> {
  return JSON.parse(sessionStorage.getItem(payScheduleStoreStorageKey) ?? '{}').state ?? {};
}

beforeEach(() => {
  usePayScheduleStore.getState().reset();
  sessionStorage.clear();
});

describe('the pay-schedule store', () => {
  it('keeps the answers, the flow and the way back in session storage', () => {
    const store = usePayScheduleStore.getState();
    store.begin('add-cbplus', '/onboarding/cbplus/intro');
    store.answer({ frequency: 'BIWEEKLY' });
    store.answer({ paydayWeekday: 'FRIDAY' });
    expect(stored()).toEqual({
      flow: 'add-cbplus',
      returnTo: '/onboarding/cbplus/intro',
      answers: { ...noAnswers, frequency: 'BIWEEKLY', paydayWeekday: 'FRIDAY' },
    });
  });

  it('keeps the way back when the same flow resumes without one, and forgets it for another flow', () => {
    const store = usePayScheduleStore.getState();
    store.begin('add-instacash', '/instacash');
    store.begin('add-instacash', undefined);
    expect(usePayScheduleStore.getState().returnTo).toBe('/instacash');
    store.begin('add-instacash', '/home');
    expect(usePayScheduleStore.getState().returnTo).toBe('/home');
    store.begin('add-wow', undefined);
    expect(usePayScheduleStore.getState()).toMatchObject({ flow: 'add-wow', returnTo: null });
  });

  it('takes no way back to another site', () => {
    usePayScheduleStore.getState().begin('add-wow', 'https://elsewhere.test/');
    expect(usePayScheduleStore.getState().returnTo).toBeNull();
  });

  it('prefills from a saved schedule only before anything is answered', () => {
    const store = usePayScheduleStore.getState();
    store.prefill({ ...noAnswers, frequency: 'MONTHLY', monthly: 'DATE', dayOfMonth: 1 });
    expect(usePayScheduleStore.getState().answers.dayOfMonth).toBe(1);
    store.reset();
    store.answer({ frequency: 'WEEKLY' });
    store.prefill({ ...noAnswers, frequency: 'MONTHLY', monthly: 'DATE', dayOfMonth: 1 });
    expect(usePayScheduleStore.getState().answers).toEqual({ ...noAnswers, frequency: 'WEEKLY' });
  });

  it('drops stored values it does not know, field by field, on reload', async () => {
    sessionStorage.setItem(
      payScheduleStoreStorageKey,
      JSON.stringify({
        state: {
          flow: 'add-savings',
          returnTo: '//elsewhere.test',
          answers: { frequency: 'MONTHLY', monthly: 'DATE', dayOfMonth: 45, weekday: 'SUNDAY', lastPaidOn: 'soon' },
        },
        version: 1,
      }),
    );
    await usePayScheduleStore.persist.rehydrate();
    const { flow, returnTo, answers } = usePayScheduleStore.getState();
    expect({ flow, returnTo, answers }).toEqual({
      flow: null,
      returnTo: null,
      answers: { ...noAnswers, frequency: 'MONTHLY', monthly: 'DATE' },
    });
  });

  it('is emptied when the member signs out', () => {
    const store = usePayScheduleStore.getState();
    store.begin('add-cbplus', '/onboarding/cbplus/intro');
    store.answer({ frequency: 'WEEKLY' });
    resetAllStores();
    const { flow, returnTo, answers } = usePayScheduleStore.getState();
    expect({ flow, returnTo, answers }).toEqual({ flow: null, returnTo: null, answers: noAnswers });
  });
});
