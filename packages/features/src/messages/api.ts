import { contractEndpoints } from '../app/contract-api';
import {
  createFundAlert,
  deleteFundAlert,
  getMessage,
  getMessageSettings,
  listFundAlerts,
  listMessages,
  readAllMessages,
  readMessage,
  updateMessageSettings,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/**
 * The messages area's contract operations (designed `/messages/…`): the inbox (read through
 * `listMessagesPages`), one message, read marks, the per-category settings and fund alerts.
 * The unread count is shared (`SharedMessages`, the badge in 我的); reading invalidates it.
 */
export const messagesApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['MessagesList', 'MessagesSettings', 'MessagesAlerts'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      listMessages,
      getMessage,
      readMessage,
      readAllMessages,
      getMessageSettings,
      updateMessageSettings,
      listFundAlerts,
      createFundAlert,
      deleteFundAlert,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      listMessagesPages: { providesTags: ['MessagesList'] },
      getMessage: { providesTags: ['MessagesList'] },
      readMessage: { invalidatesTags: ['SharedMessages'] },
      readAllMessages: { invalidatesTags: ['SharedMessages', 'MessagesList'] },
      getMessageSettings: { providesTags: ['MessagesSettings'] },
      updateMessageSettings: { invalidatesTags: ['MessagesSettings'] },
      listFundAlerts: { providesTags: ['MessagesAlerts'] },
      createFundAlert: { invalidatesTags: ['MessagesAlerts'] },
      deleteFundAlert: { invalidatesTags: ['MessagesAlerts'] },
    },
  });

export const {
  useListMessagesPagesInfiniteQuery,
  useGetMessageQuery,
  useReadMessageMutation,
  useReadAllMessagesMutation,
  useGetMessageSettingsQuery,
  useUpdateMessageSettingsMutation,
  useListFundAlertsQuery,
  useCreateFundAlertMutation,
  useDeleteFundAlertMutation,
} = messagesApi;
