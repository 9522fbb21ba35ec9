import { baseApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import { adoptAiBot, aiFeedback, aiUserUttered, getAiHints, getMyAiBot } from '../app/contract.gen';

/**
 * The AI chat area's contract operations (spec 001 §7 AI): the hints (`getAiHints`), the model
 * boundary `aiUserUttered` (`POST /ai/chat/user_uttered/`: the screen sends `{ body: { text,
 * input_type, session_id? } }` and renders the typed messages it gets back), `aiFeedback`
 * (`{ body: { message_id, useful } }`), the investor's bot (`getMyAiBot`) and `adoptAiBot`
 * (`{ body: { bot_id } }`).
 *
 * Tags: `AiChatBot` is this area's own; adopting a bot invalidates it, so 我的助手 reads it again.
 */
export const aiChatApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AiChatBot'] })
  .injectEndpoints({
    endpoints: contractEndpoints({ getAiHints, aiUserUttered, aiFeedback, getMyAiBot, adoptAiBot }),
  })
  .enhanceEndpoints({
    endpoints: {
      getMyAiBot: { providesTags: ['AiChatBot'] },
      adoptAiBot: { invalidatesTags: ['AiChatBot'] },
    },
  });

export const {
  useGetAiHintsQuery,
  useAiUserUtteredMutation,
  useAiFeedbackMutation,
  useGetMyAiBotQuery,
  useAdoptAiBotMutation,
} = aiChatApi;
