// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../lib/store-reset';
import { aLinkedBank, aLinkedBankSummary, anInstitution } from '../../ui/test-support/bank-fixtures';
import { bankStoreStorageKey, useBankStore } from './store';

function stored(): Record<string, unknown> {
  return JSON.parse(sessionStorage.getItem(bankStoreStorageKey) ?? '{}').state ?? {};
}

beforeEach(() => {
  useBankStore.getState().reset();
  sessionStorage.clear();
});

describe('the bank store', () => {
  it('starts empty, with fetching not completed', () => {
    const { banks, selectedBank, linkedBank, hasFetchingCompleted } = useBankStore.getState();
    expect({ banks, selectedBank, linkedBank, hasFetchingCompleted }).toEqual({
      banks: [],
      selectedBank: null,
      linkedBank: null,
      hasFetchingCompleted: false,
    });
  });

  it('marks fetching as completed when a list arrives', () => {
    const banks = [aLinkedBank()];
    useBankStore.getState().setBanks(banks);
    expect(useBankStore.getState().banks).toEqual(banks);
    expect(useBankStore.getState().hasFetchingCompleted).toBe(true);
  });

  it('keeps only the selected and the linked bank in session storage', () => {
    const institution = anInstitution({ name: 'Wells Fargo', id: 'ins_wells_fargo' });
    const summary = aLinkedBankSummary({ status: 'COMPLETE' });
    const store = useBankStore.getState();
    store.setBanks([aLinkedBank()]);
    store.setSelectedBank(institution);
    store.setLinkedBank(summary);
    expect(stored()).toEqual({ selectedBank: institution, linkedBank: summary });
  });

  it('brings the selected and linked bank back after a page load', async () => {
    const institution = anInstitution({ name: 'Citibank', id: 'ins_citibank' });
    const summary = aLinkedBankSummary({ institutionName: 'Citibank' });
    sessionStorage.setItem(
      bankStoreStorageKey,
      JSON.stringify({ state: { selectedBank: institution, linkedBank: summary }, version: 1 }),
    );
    await useBankStore.persist.rehydrate();
    expect(useBankStore.getState().selectedBank).toEqual(institution);
    expect(useBankStore.getState().linkedBank).toEqual(summary);
    expect(useBankStore.getState().banks).toEqual([]);
  });

  it('reads a corrupt entry as nothing chosen', async () => {
    sessionStorage.setItem(
      bankStoreStorageKey,
      JSON.stringify({ state: { selectedBank: { id: 3 }, linkedBank: 'chase' }, version: 1 }),
    );
    await useBankStore.persist.rehydrate();
    expect(useBankStore.getState().selectedBank).toBeNull();
    expect(useBankStore.getState().linkedBank).toBeNull();
  });

  it('is emptied when the member logs out', () => {
    const store = useBankStore.getState();
    store.setBanks([aLinkedBank()]);
    store.setSelectedBank(anInstitution());
    store.setLinkedBank(aLinkedBankSummary());
    resetAllStores();
    const { banks, selectedBank, linkedBank, hasFetchingCompleted } = useBankStore.getState();
    expect({ banks, selectedBank, linkedBank, hasFetchingCompleted }).toEqual({
      banks: [],
      selectedBank: null,
      linkedBank: null,
      hasFetchingCompleted: false,
    });
    expect(stored()).toEqual({ selectedBank: null, linkedBank: null });
  });
});
