import { contractEndpoints } from '../app/contract-api';
import {
  assessManagers,
  compareManagers,
  followManager,
  getFundManager,
  getManagerFilterConditions,
  getManagerIndexHistory,
  getManagerIndexHistoryRelative,
  getManagerList,
  listAssessQuestions,
  listFundManagers,
  listManagerLists,
  listRecommendedManagers,
  searchFundManagers,
  unfollowManager,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

const followed = (_r: unknown, _e: unknown, { id }: { id: number }) => [
  'ManagersFollowing' as const,
  { type: 'ManagersDetail' as const, id },
];

/**
 * The managers area's contract operations (spec 001 §7 `funds/managers/` family): list and
 * recommended list, detail (with funds and achievements), index history (absolute and relative),
 * compare, assessment (questions and result), lists, filter conditions, search, the followed
 * managers, follow / unfollow, and a manager's opinions (the category timeline, content_type 10,
 * content_subtype 103). Screens give the page sizes and pick between the paired operations.
 *
 * Tags: `ManagersDetail` (per id) and `ManagersFollowing`, both this area's: a follow or an
 * unfollow refetches the followed list and that manager's detail (its `followed`).
 */
export const managersApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['ManagersFollowing', 'ManagersDetail'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      listFundManagers,
      listRecommendedManagers,
      getFundManager,
      getManagerIndexHistory,
      getManagerIndexHistoryRelative,
      compareManagers,
      listAssessQuestions,
      assessManagers,
      listManagerLists,
      getManagerList,
      getManagerFilterConditions,
      searchFundManagers,
      followManager,
      unfollowManager,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      getFundManager: { providesTags: (_r, _e, { id }) => [{ type: 'ManagersDetail', id }] },
      listFollowingManagers: { providesTags: ['ManagersFollowing'] },
      followManager: { invalidatesTags: followed },
      unfollowManager: { invalidatesTags: followed },
    },
  });

export const {
  useListFundManagersQuery,
  useListRecommendedManagersQuery,
  useGetFundManagerQuery,
  useGetManagerIndexHistoryQuery,
  useGetManagerIndexHistoryRelativeQuery,
  useCompareManagersQuery,
  useListAssessQuestionsQuery,
  useAssessManagersQuery,
  useListManagerListsQuery,
  useGetManagerListQuery,
  useGetManagerFilterConditionsQuery,
  useSearchFundManagersQuery,
  useGetCategoryTimelineQuery,
  useListFollowingManagersQuery,
  useFollowManagerMutation,
  useUnfollowManagerMutation,
} = managersApi;
