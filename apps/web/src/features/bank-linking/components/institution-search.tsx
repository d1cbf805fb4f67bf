import { bankSearchPageSize, type Institution } from '@fernleaf/contract/bank';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useId, useState } from 'react';
import { FailureAlert } from '../../../ui/failure-alert';
import { useSearchInstitutions } from '../api/search-institutions';
import { failureMessage } from '../lib/failure-message';
import { InstitutionButton } from './institution-button';

/** Typing must pause this long before a search is sent, so each keystroke is not a request. */
export const searchDebounceMs = 300;

export const searchLabel = 'Search for your bank';

/**
 * The search box and, once the member has typed, the matching banks 4 at a time (spec section 9)
 * with Previous and Next. Without a search it shows `children` (the popular banks).
 */
export function InstitutionSearch({
  onPick,
  akoyaOnly = false,
  children,
}: {
  onPick(institution: Institution): void;
  akoyaOnly?: boolean;
  children?: ReactNode;
}) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), searchDebounceMs);
  // The page belongs to the search it was turned for: a new search starts again at page 0.
  const [paging, setPaging] = useState({ query: '', page: 0 });
  const page = paging.query === query ? paging.page : 0;
  const search = useSearchInstitutions({ query, page, akoyaOnly });
  const resultsId = useId();

  const searching = text.trim().length > 0;
  const data = search.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / bankSearchPageSize)) : 1;
  const first = page * bankSearchPageSize + 1;
  const last = data ? first + data.institutions.length - 1 : 0;

  let status = '';
  if (searching && (search.isPending || search.isPlaceholderData || query !== text.trim())) status = 'Searching…';
  else if (search.isError) status = '';
  else if (data && data.total === 0) status = `No banks match “${query}”. Check the spelling or try another name.`;
  else if (data) status = `Showing ${first} to ${last} of ${data.total} banks`;

  return (
    <Stack gap="md">
      <TextInput
        label={searchLabel}
        placeholder="Bank or credit union name"
        type="search"
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-controls={searching ? resultsId : undefined}
      />
      {searching ? (
        <Stack gap="sm" id={resultsId}>
          <Group gap="xs" role="status" aria-live="polite" aria-atomic="true" mih={24}>
            {status === 'Searching…' && <Loader size="xs" aria-hidden />}
            <Text size="sm">{status}</Text>
          </Group>
          {search.isError && (
            <FailureAlert
              title="We could not search the banks"
              actions={[{ label: 'Try again', onClick: () => void search.refetch() }]}
            >
              {failureMessage(search.error)}
            </FailureAlert>
          )}
          {data && data.institutions.length > 0 && !search.isError && (
            <>
              <Stack component="ul" aria-label="Search results" gap="xs" p={0} m={0}>
                {data.institutions.map((institution) => (
                  <li key={institution.id} style={{ listStyle: 'none' }}>
                    <InstitutionButton institution={institution} onPick={onPick} />
                  </li>
                ))}
              </Stack>
              {pageCount > 1 && (
                <Group justify="space-between" gap="sm">
                  <Button
                    variant="default"
                    onClick={() => setPaging({ query, page: page - 1 })}
                    disabled={page === 0 || search.isPlaceholderData}
                  >
                    Previous
                  </Button>
                  <Text size="sm">
                    Page {page + 1} of {pageCount}
                  </Text>
                  <Button
                    variant="default"
                    onClick={() => setPaging({ query, page: page + 1 })}
                    disabled={page + 1 >= pageCount || search.isPlaceholderData}
                  >
                    Next
                  </Button>
                </Group>
              )}
            </>
          )}
        </Stack>
      ) : (
        children
      )}
    </Stack>
  );
}
