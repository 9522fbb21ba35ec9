import { callApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import { listMessages } from '../app/contract.gen';
import { sharedApi } from '../shared/api';
import type { ApiData, RequestBody, Schemas } from '../app/api-types';

/** A page of messages (the generated pager intersects `unknown[]`; this keeps the element type). */
export type MessagePage = Omit<ApiData<'/messages/', 'get'>, 'results'> & {
  results: Schemas['Message'][];
};

/**
 * Calls of the messages area (designed `/messages/…`): the inbox, one message, read marks, the
 * per-category settings and fund alerts. The unread count is shared (`SharedMessages`, the badge
 * in 我的); reading invalidates it.
 */
export const messagesApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['MessagesList', 'MessagesSettings', 'MessagesAlerts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      messagesGet: build.query<Schemas['Message'], number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/messages/{id}/', { params: { path: { id } } })),
        providesTags: ['MessagesList'],
      }),
      messagesRead: build.mutation<Schemas['Message'], number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.post('/messages/{id}/read/', { params: { path: { id } } })),
        invalidatesTags: ['SharedMessages'],
      }),
      messagesReadAll: build.mutation<
        Schemas['MessageUnread'],
        { category?: Schemas['MessageCategory'] }
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/messages/read_all/', { body })),
        invalidatesTags: ['SharedMessages', 'MessagesList'],
      }),
      messagesGetSettings: build.query<Schemas['MessageSettings'], void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/messages/settings/')),
        providesTags: ['MessagesSettings'],
      }),
      messagesUpdateSettings: build.mutation<
        Schemas['MessageSettings'],
        RequestBody<'/messages/settings/', 'put'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.put('/messages/settings/', { body })),
        invalidatesTags: ['MessagesSettings'],
      }),
      messagesListAlerts: build.query<Schemas['FundAlert'][], void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/messages/alerts/')),
        providesTags: ['MessagesAlerts'],
      }),
      messagesCreateAlert: build.mutation<
        Schemas['FundAlert'],
        RequestBody<'/messages/alerts/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/messages/alerts/', { body })),
        invalidatesTags: ['MessagesAlerts'],
      }),
      messagesDeleteAlert: build.mutation<ApiData<'/messages/alerts/{id}/', 'delete'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.del('/messages/alerts/{id}/', { params: { path: { id } } })),
        invalidatesTags: ['MessagesAlerts'],
      }),
    }),
  })
  .injectEndpoints({ endpoints: contractEndpoints({ listMessages }) })
  .enhanceEndpoints({ endpoints: { listMessagesPages: { providesTags: ['MessagesList'] } } });

export const {
  useListMessagesPagesInfiniteQuery,
  useMessagesGetQuery,
  useMessagesReadMutation,
  useMessagesReadAllMutation,
  useMessagesGetSettingsQuery,
  useMessagesUpdateSettingsMutation,
  useMessagesListAlertsQuery,
  useMessagesCreateAlertMutation,
  useMessagesDeleteAlertMutation,
} = messagesApi;
