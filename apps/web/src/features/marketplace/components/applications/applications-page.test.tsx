// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { anApplication, anOffer } from '../../test-support/fixtures';
import { ApplicationsPage } from './applications-page';

const listRoute = 'GET /api/marketplace/applications';

describe('ApplicationsPage', () => {
  it('lists each application with its date, flow and status, linking to its offers', async () => {
    const loan = anOffer('personal-loan');
    const api = createFakeApi({
      [listRoute]: ok({
        applications: [
          anApplication(
            'personal-loan',
            {
              kind: 'MATCHES',
              rankingMethod: 'By total cost.',
              offers: [loan, anOffer('personal-loan', { id: 'second' })],
            },
            { id: 'loan-application', createdAt: '2026-11-20T15:00:00.000Z' },
          ),
          anApplication(
            'credit-cards',
            { kind: 'STANDOUT', rankingMethod: 'By fit.', offers: [anOffer('credit-card')] },
            { id: 'card-application', createdAt: '2026-11-10T15:00:00.000Z', selectedOfferId: 'credit-card-offer-1' },
          ),
          anApplication(
            'debt-relief',
            { kind: 'NONE', rankingMethod: 'By fee.', offers: [] },
            { id: 'debt-application', createdAt: '2026-11-01T15:00:00.000Z' },
          ),
        ],
      }),
    });
    await renderWithApp(<ApplicationsPage />, { fetch: api.fetch, path: '/marketplace/applications' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your applications' })).toBeTruthy();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items.map((item) => within(item));
    expect(first?.getByRole('heading', { level: 2 }).textContent).toBe('Personal loan');
    expect(first?.getByText('Applied on Nov 20, 2026')).toBeTruthy();
    expect(first?.getByText('2 offers to compare')).toBeTruthy();
    expect(first?.getByRole('link', { name: /See the offers/ }).getAttribute('href')).toBe(
      '/marketplace/personal-loan/offers-result?applicationId=loan-application',
    );
    expect(second?.getByText(/^Went on with /)).toBeTruthy();
    expect(third?.getByText('No offers matched')).toBeTruthy();
    expect(api.requests[0]?.query).toEqual({ limit: '20' });
    await expectNoAxeViolations();
  });

  it('says when there is no application yet and offers a way to start one', async () => {
    const api = createFakeApi({ [listRoute]: ok({ applications: [] }) });
    await renderWithApp(<ApplicationsPage />, { fetch: api.fetch, path: '/marketplace/applications' });
    expect(await screen.findByText('You have not applied for anything yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare personal loan offers' })).toBeTruthy();
  });
});
