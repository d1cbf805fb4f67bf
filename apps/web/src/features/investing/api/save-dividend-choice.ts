import { saveDividendChoice } from '@fernleaf/contract/call-addresses/save-dividend-choice.gen';
import { callApi } from '../../../lib/api-client';

export function sendDividendChoice(accountId: string, body: { reinvest: boolean }) {
  return callApi(saveDividendChoice, { params: { accountId }, body });
}
