import { submitMarketplaceApplication } from '@fernleaf/contract/call-addresses/submit-marketplace-application.gen';
import type { MarketplaceApplication, SubmitApplicationBody } from '@fernleaf/contract/marketplace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { marketplaceQueryKeys } from './marketplace-query-keys';

export interface SubmitApplicationRequest {
  body: SubmitApplicationBody;
  idempotencyKey: string;
}

/** Sends the answers; the server answers the application with the offers matched to it. */
export function submitApplication(
  { body, idempotencyKey }: SubmitApplicationRequest,
  options: CallOptions = {},
): Promise<MarketplaceApplication> {
  return callApi(submitMarketplaceApplication, { body, idempotencyKey }, options);
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitApplicationRequest) => submitApplication(request),
    onSuccess: (application) => {
      // The offers page reads it at once, without asking again.
      queryClient.setQueryData(marketplaceQueryKeys.application(application.id), application);
      void queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.applications() });
    },
  });
}
