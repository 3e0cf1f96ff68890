// The suggestion calls (schema/api/suggestions.json, server/features/suggestions): a family member proposes
// a change to a person's record, which changes nothing until a moderator accepts it, and reads what became
// of their proposals; a moderator reads the queue and accepts (as proposed or edited) or rejects. The only
// place the portal spells their path.
import type {
  AcceptBody,
  NewSuggestion,
  RejectBody,
  SuggestedChanges,
  Suggestion,
  SuggestionList,
  SuggestionState,
  WaitingSuggestions,
} from '../../common/generated/api.ts';
import contracts from '../../schema/api/suggestions.json';
import { httpClient } from './httpClient.ts';
import { multipartBody } from './multipart.ts';
import { postWithProgress } from './uploadWithProgress.ts';

const SUGGESTIONS = '/api/v1/suggestions';

export const suggestChange = async (suggestion: NewSuggestion) =>
  (await httpClient<Suggestion>(SUGGESTIONS, { method: 'POST', body: JSON.stringify(suggestion) })).json;

/** Proposes a change that brings a picture (a photo, a new child's), sent as multipart/form-data; `onProgress` gets 0 to 1 as the picture leaves. */
export const suggestWithPicture = (suggestion: NewSuggestion, file: Blob, onProgress: (fraction: number) => void) =>
  postWithProgress<Suggestion>(SUGGESTIONS, multipartBody(contracts.definitions.newSuggestion, suggestion, { file }), onProgress);

/** The signed-in member's own suggestions, newest first (a moderator's own too, not the queue). */
export const getOwnSuggestions = async (signal?: AbortSignal) =>
  (await httpClient<SuggestionList>(`${SUGGESTIONS}?mine=yes`, { signal })).json;

/** A moderator's queue in one state, newest first. */
export const listSuggestions = async (state: SuggestionState): Promise<SuggestionList> =>
  (await httpClient<SuggestionList>(`${SUGGESTIONS}?${new URLSearchParams({ state })}`)).json;

const decide = async (id: number, decision: 'accept' | 'reject', body: AcceptBody | RejectBody): Promise<Suggestion> =>
  (await httpClient<Suggestion>(`${SUGGESTIONS}/${id}/${decision}`, { method: 'POST', body: JSON.stringify(body) })).json;

/** Accepts the suggestion; `changes`, when given, are the moderator's edited values written instead of the proposed ones. */
export const acceptSuggestion = (id: number, changes?: SuggestedChanges): Promise<Suggestion> =>
  decide(id, 'accept', changes ? { changes } : {});

export const rejectSuggestion = (id: number, reason: string): Promise<Suggestion> => decide(id, 'reject', { reason });

/** How many suggestions wait for a moderator. */
export const waitingSuggestions = async (): Promise<WaitingSuggestions> =>
  (await httpClient<WaitingSuggestions>(`${SUGGESTIONS}/waiting`)).json;
