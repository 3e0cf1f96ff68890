// A suggestion as the server answers it, waiting, with only what a test is about written out.
import type { Suggestion } from '../../common/generated/api.ts';

export const suggestion = (fields: Partial<Suggestion>): Suggestion => ({
  id: 1,
  createdAt: '2026-03-01T09:30:00.000Z',
  suggestedBy: 'rana',
  resource: 'family-members',
  recordId: 12,
  recordTitle: 'Omar Yusuf Haddad',
  kind: 'update',
  changes: {},
  before: {},
  reason: '',
  state: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  resultId: null,
  sameFact: [],
  photo: null,
  ...fields,
});
