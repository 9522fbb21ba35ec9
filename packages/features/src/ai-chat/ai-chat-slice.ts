import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../app/auth-slice';
import { rootReducer } from '../app/store';
import type { Schemas } from '../app/api-types';

/** One line of the transcript: the user's question or the assistant's answer. */
export type AiChatEntry =
  | { role: 'user'; id: string; text: string }
  | {
      role: 'assistant';
      /** The answer's first message id (feedback is given on it). */
      id: string;
      messages: Schemas['AiMessage'][];
      hints?: string[];
      /** The reply's wording is the backend's authored example (`AiReply.is_example`). */
      isExample?: boolean;
      /** The feedback given: true useful, false not useful. */
      feedback?: boolean;
    };

/** The chat screen's client state: the transcript of this visit and the server's session. */
export interface AiChatState {
  sessionId: string | null;
  entries: AiChatEntry[];
}

const initialState: AiChatState = { sessionId: null, entries: [] };

/**
 * The transcript kept while the user opens a card and comes back (client state only; the
 * server stores the conversation per user). Emptied on logout so the next user never sees it.
 */
export const aiChatSlice = createSlice({
  name: 'aiChat',
  initialState,
  reducers: {
    questionAsked(state, action: PayloadAction<{ id: string; text: string }>) {
      state.entries.push({ role: 'user', ...action.payload });
    },
    answerReceived(state, action: PayloadAction<Schemas['AiReply']>) {
      const { session_id, messages, hints, is_example } = action.payload;
      state.sessionId = session_id;
      if (messages.length)
        state.entries.push({
          role: 'assistant',
          id: messages[0]!.id,
          messages,
          hints,
          isExample: is_example === true,
        });
    },
    feedbackGiven(state, action: PayloadAction<{ id: string; useful: boolean }>) {
      const e = state.entries.find((x) => x.role === 'assistant' && x.id === action.payload.id);
      if (e && e.role === 'assistant') e.feedback = action.payload.useful;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
  selectors: {
    selectAiChat: (state) => state,
  },
});

export const { questionAsked, answerReceived, feedbackGiven } = aiChatSlice.actions;

/** The slice injected into the root reducer when the area loads. */
export const injectedAiChatSlice = aiChatSlice.injectInto(rootReducer);
export const { selectAiChat } = injectedAiChatSlice.selectors;
