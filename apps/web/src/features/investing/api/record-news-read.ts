import { recordNewsRead } from '@fernleaf/contract/call-addresses/record-news-read.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Counts a story read once per member, for the trending list. */
export function markStoryRead(articleId: string, options: CallOptions = {}) {
  return callApi(recordNewsRead, { params: { articleId } }, options);
}
