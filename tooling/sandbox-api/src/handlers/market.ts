/**
 * Compatibility re-exports for the legacy handlers not yet moved into areas (managers, coupons,
 * portfolios import these from here). The fund market operations themselves are the funds area's
 * (src/areas/funds/); the shared code is src/domain/fund-public.ts. Delete this file when no legacy
 * handler is left.
 */
export { fundPublic, timetable, feeInfo, matchRank } from '../domain/fund-public';
