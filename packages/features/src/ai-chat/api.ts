import { baseApi, callApi } from '../app/base-api';
import type { ApiData, RequestBody } from '../app/api-types';

/**
 * The AI chat area's calls (spec 001 §7 AI). `POST /ai/chat/user_uttered/` is the model
 * boundary: the screen sends text and renders the typed messages it gets back.
 */
export const aiChatApi = baseApi.enhanceEndpoints({ addTagTypes: ['AiChatBot'] }).injectEndpoints({
  endpoints: (build) => ({
    aiChatGetHints: build.query<ApiData<'/ai/chat/hints/', 'get'>, void>({
      queryFn: (_arg, api) => callApi(api, (c) => c.get('/ai/chat/hints/')),
    }),
    aiChatUtter: build.mutation<
      ApiData<'/ai/chat/user_uttered/', 'post'>,
      RequestBody<'/ai/chat/user_uttered/', 'post'>
    >({
      queryFn: (body, api) => callApi(api, (c) => c.post('/ai/chat/user_uttered/', { body })),
    }),
    aiChatFeedback: build.mutation<
      ApiData<'/ai/chat/feedback/', 'post'>,
      RequestBody<'/ai/chat/feedback/', 'post'>
    >({
      queryFn: (body, api) => callApi(api, (c) => c.post('/ai/chat/feedback/', { body })),
    }),
    aiChatGetBot: build.query<ApiData<'/ai/bot/mine/', 'get'>, void>({
      queryFn: (_arg, api) => callApi(api, (c) => c.get('/ai/bot/mine/')),
      providesTags: ['AiChatBot'],
    }),
    aiChatAdoptBot: build.mutation<
      ApiData<'/ai/bot/adoption/', 'post'>,
      RequestBody<'/ai/bot/adoption/', 'post'>
    >({
      queryFn: (body, api) => callApi(api, (c) => c.post('/ai/bot/adoption/', { body })),
      invalidatesTags: ['AiChatBot'],
    }),
  }),
});

export const {
  useAiChatGetHintsQuery,
  useAiChatUtterMutation,
  useAiChatFeedbackMutation,
  useAiChatGetBotQuery,
  useAiChatAdoptBotMutation,
} = aiChatApi;
