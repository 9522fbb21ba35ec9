import { contractEndpoints, type OperationArgs } from '../app/contract-api';
import {
  compareFunds,
  createStatus,
  createStatusComment,
  deleteStatus,
  deleteStatusComment,
  followUser,
  getCnMarket,
  getCnMarketSector,
  getFundAssetHistory,
  getFundHoldStruct,
  getFundSector,
  getFundStyleHistory,
  getFundStyleInfo,
  getFundStylesMonthlyOverview,
  getFundStylesOverview,
  getIndex,
  getIndexKLine,
  getShareholder,
  getStatus,
  getStock,
  getStockKLine,
  getUser,
  getUserTimeline,
  likeStatus,
  listCnMarketSymbols,
  listDailyTopBlockTrades,
  listFollowingSymbols,
  listFriends,
  listFundSectors,
  listRecommendedFunds,
  listRecommendedStatuses,
  listShareholderChampions,
  listStatusComments,
  screenFunds,
  searchWithTool,
  unfollowUser,
  unlikeStatus,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';
import type { RequestQuery } from '../app/api-types';

/** Query of the screener (GET /symbols/funds/advance/). */
export type ScreenQuery = RequestQuery<'/symbols/funds/advance/', 'get'>;

const LIST = { type: 'ResearchStatus' as const, id: 'LIST' };
const FRIENDS = { type: 'ResearchUser' as const, id: 'FRIENDS' };
const commented = (_r: unknown, _e: unknown, { id }: { id: number }) => [
  { type: 'ResearchComments' as const, id },
  { type: 'ResearchStatus' as const, id },
];
const liked = (_r: unknown, _e: unknown, { body }: { body: { status: number } }) => [
  { type: 'ResearchStatus' as const, id: body.status },
];
const userFollowed = (_r: unknown, _e: unknown, { id }: { id: number }) => [
  { type: 'ResearchUser' as const, id },
  FRIENDS,
];

/**
 * The research area's contract operations (spec 001 §7 "Symbols, following, research",
 * "Statuses", "Users"), named by operationId: the screener, fund lists, comparison, asset and
 * holder history, styles, sectors, indexes, stocks, the A-share market, block trades,
 * shareholders, tool searches, followed symbols and managers, statuses with comments and likes,
 * and users with their follows. Screens give page sizes and pick between paired operations
 * (follow / unfollow, like / unlike, overview / monthly overview).
 *
 * Tags (this area's): `ResearchStatus` (per id, and `LIST` for the timelines), `ResearchComments`
 * (per status), `ResearchUser` (per id, and `FRIENDS`). The followed symbols provide the shared
 * `SharedFollowing`; the index quotes and 加自选 / 删自选 (`listIndexes`, `followSymbol`,
 * `unfollowSymbol`) are injected once in `shared/api.ts` (home and funds use them too).
 */
export const researchApi = sharedApi
  .enhanceEndpoints({
    addTagTypes: ['ResearchStatus', 'ResearchComments', 'ResearchUser'],
  })
  .injectEndpoints({
    endpoints: contractEndpoints({
      screenFunds,
      listRecommendedFunds,
      compareFunds,
      getFundAssetHistory,
      getFundHoldStruct,
      getFundStyleInfo,
      getFundStyleHistory,
      getFundStylesOverview,
      getFundStylesMonthlyOverview,
      listFundSectors,
      getFundSector,
      getIndex,
      getIndexKLine,
      getStock,
      getStockKLine,
      getStatus,
      getUserTimeline,
      listRecommendedStatuses,
      listStatusComments,
      createStatus,
      likeStatus,
      unlikeStatus,
      createStatusComment,
      getUser,
      listFriends,
      followUser,
      unfollowUser,
      getCnMarket,
      listCnMarketSymbols,
      getCnMarketSector,
      listDailyTopBlockTrades,
      listShareholderChampions,
      getShareholder,
      searchWithTool,
      listFollowingSymbols,
    }),
  })
  .injectEndpoints({
    // DELETE answers 204 without a body, which `contractEndpoints` types as `never`: the two
    // deletes run the same contract operations on the contract base query, answering `void`.
    endpoints: (build) => ({
      deleteStatus: build.mutation<void, OperationArgs<typeof deleteStatus>>({
        query: (args) => ({ spec: deleteStatus, args }),
      }),
      deleteStatusComment: build.mutation<void, OperationArgs<typeof deleteStatusComment>>({
        query: (args) => ({ spec: deleteStatusComment, args }),
      }),
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      getStatus: { providesTags: (_r, _e, { id }) => [{ type: 'ResearchStatus', id }] },
      getCategoryTimeline: { providesTags: [LIST] },
      getUserTimeline: { providesTags: [LIST] },
      listRecommendedStatusesPages: { providesTags: [LIST] },
      listStatusComments: { providesTags: (_r, _e, { id }) => [{ type: 'ResearchComments', id }] },
      createStatus: { invalidatesTags: [LIST] },
      deleteStatus: {
        invalidatesTags: (_r, _e, { id }) => [{ type: 'ResearchStatus', id }, LIST],
      },
      likeStatus: { invalidatesTags: liked },
      unlikeStatus: { invalidatesTags: liked },
      createStatusComment: { invalidatesTags: commented },
      deleteStatusComment: { invalidatesTags: commented },
      getUser: { providesTags: (_r, _e, { id }) => [{ type: 'ResearchUser', id }] },
      listFriends: { providesTags: [FRIENDS] },
      followUser: { invalidatesTags: userFollowed },
      unfollowUser: { invalidatesTags: userFollowed },
      listFollowingSymbols: { providesTags: ['SharedFollowing'] },
    },
  });

export const {
  useScreenFundsQuery,
  useListFundsQuery,
  useListRecommendedFundsQuery,
  useCompareFundsQuery,
  useGetFundAssetHistoryQuery,
  useGetFundHoldStructQuery,
  useGetFundStyleInfoQuery,
  useGetFundStyleHistoryQuery,
  useGetFundStylesOverviewQuery,
  useGetFundStylesMonthlyOverviewQuery,
  useListFundSectorsQuery,
  useGetFundSectorQuery,
  useListIndexesQuery,
  useGetIndexQuery,
  useGetIndexKLineQuery,
  useGetStockQuery,
  useGetStockKLineQuery,
  useGetStatusQuery,
  useGetCategoryTimelineQuery,
  useGetUserTimelineQuery,
  useListRecommendedStatusesPagesInfiniteQuery,
  useListStatusCommentsQuery,
  useCreateStatusMutation,
  useDeleteStatusMutation,
  useLikeStatusMutation,
  useUnlikeStatusMutation,
  useCreateStatusCommentMutation,
  useDeleteStatusCommentMutation,
  useGetUserQuery,
  useListFriendsQuery,
  useFollowUserMutation,
  useUnfollowUserMutation,
  useGetCnMarketQuery,
  useListCnMarketSymbolsQuery,
  useGetCnMarketSectorQuery,
  useListDailyTopBlockTradesQuery,
  useListShareholderChampionsQuery,
  useGetShareholderQuery,
  useSearchWithToolQuery,
  useListFollowingSymbolsQuery,
  useFollowSymbolMutation,
  useUnfollowSymbolMutation,
  useListFollowingManagersQuery,
} = researchApi;
