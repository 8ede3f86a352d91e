import { chatSuggestionsResponse } from '@fairway/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../http/api-json';
import { chatSuggestionsKey } from '../query/query-keys';

export const chatSuggestionsPath = '/api/chat/suggestions';

export function getChatSuggestions(page: string): Promise<string[]> {
  const query = new URLSearchParams({ currentPage: page });
  return apiJson(`${chatSuggestionsPath}?${query}`, chatSuggestionsResponse).then((body) => body.suggestions);
}

export function chatSuggestionsQueryOptions(page: string) {
  return queryOptions({
    queryKey: chatSuggestionsKey(page),
    queryFn: () => getChatSuggestions(page),
    // The questions for a page only change with a release.
    staleTime: Infinity,
  });
}

/** The page's quick questions, fetched only while `enabled` (the assistant's panel is open). */
export function useChatSuggestions(page: string, enabled: boolean) {
  return useQuery({ ...chatSuggestionsQueryOptions(page), enabled });
}
