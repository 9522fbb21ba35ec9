import { formatDateTime, formatMoney } from '@jijin/core';
import { sumMoney } from '@jijin/core/format';
import { appPaths } from '../../app/routes/index';
import { ListRow } from '@jijin/ui';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { PagedRow } from '../../shared/blocks';
import { byId, PagedList } from '../../shared/paged-list';
import { QueryState } from '../../shared/query-state';
import {
  useListInvitationsPagesInfiniteQuery,
  useGetPromotionInviteCodeQuery,
} from '../../promotion/api';
import s from './promotion.module.css';

/** Invitation.status labels (0 registered, 1 opened an account, 2 traded). */
export const INVITATION_STATUS = ['已注册', '已开户', '已交易'] as const;

/**
 * One friend who signed up with my code, a cell of ui's `ListRow` (place it in `ListRows`, or in
 * a `PagedRow` inside a paged list): masked mobile and state, the date, the reward earned.
 */
export function InvitationRow({ i }: { i: Schemas['Invitation'] }) {
  return (
    <ListRow
      title={`${i.mobile} · ${INVITATION_STATUS[i.status]}`}
      description={`${formatDateTime(i.invited_at)} 注册`}
      extra={
        <span className={s.reward}>{i.reward ? `+${formatMoney(i.reward)}元` : '待开户'}</span>
      }
    />
  );
}

/**
 * /promotion/activity/invite_user/invitations?amount= and the invite_user_stock equivalent
 * (spec 001 §2, §7 Promotion): my invite code, who signed up with it and the rewards earned;
 * `amount` is the reward per friend the campaign promises (shown in the title line).
 */
export function InvitationsScreen() {
  const [params] = useSearchParams();
  const stock = useLocation().pathname.includes('invite_user_stock');
  const amount = params.get('amount');
  const codeQ = useGetPromotionInviteCodeQuery();
  const query = useListInvitationsPagesInfiniteQuery({ page_size: 20 });
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  const total = sumMoney(items.map((i) => i.reward ?? '0'));
  return (
    <Page title={stock ? '邀请好友开户' : '我的邀请'}>
      <QueryState query={codeQ}>
        {(c) => (
          <section className={s.card} aria-label="我的邀请码">
            <p className={s.muted}>我的邀请码</p>
            <p className={s.code}>{c.invite_code}</p>
            {amount && /^\d+(\.\d{1,2})?$/.test(amount) && (
              <p className={s.muted}>每邀请1位好友完成开户，可得{formatMoney(amount)}元奖励</p>
            )}
            <p className={s.muted}>
              已邀请{query.data?.pages[0]?.total_count ?? items.length}人，已得奖励
              {formatMoney(total)}元
            </p>
            <Link
              className={s.link}
              to={stock ? appPaths.promotionStockQrCode() : appPaths.promotionInviteQrCode()}
            >
              生成邀请二维码
            </Link>
          </section>
        )}
      </QueryState>
      <PagedList
        query={query}
        keyOf={byId}
        label="邀请记录"
        emptyText="还没有好友使用您的邀请码注册"
        itemKey={(i) => i.id}
        render={(i) => (
          <PagedRow>
            <InvitationRow i={i} />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default InvitationsScreen;
