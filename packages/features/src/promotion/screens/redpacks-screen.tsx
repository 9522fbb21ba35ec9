import { formatMoney } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { byId, PagedList } from '../../shared/paged-list';
import { errorTitle } from '../../shared/trade-attempt';
import { useListMyCashCouponsPagesInfiniteQuery, useUseCouponMutation } from '../../promotion/api';
import { CouponCard } from './coupon-card';
import s from './coupons.module.css';

const STATUS_TEXT = { 1: '已使用', 2: '已过期' } as const;

/**
 * /promotion/redpack/mine/ (spec 001 §2): my cash red packets; 使用 puts one into the wallet
 * (POST /coupons/{pk}/use/), where it shows in the wallet's account changes.
 */
export function RedpacksScreen() {
  const [spend] = useUseCouponMutation();
  const query = useListMyCashCouponsPagesInfiniteQuery({ page_size: 20 });
  const onUse = async (c: Schemas['Coupon']) => {
    try {
      await spend({ pk: c.id }).unwrap();
      feedback.toast(`${formatMoney(c.amount)}元已存入钱包`);
      await query.refetch();
    } catch (e) {
      feedback.toast(errorTitle(e));
    }
  };
  return (
    <Page title="我的红包">
      <div className={s.list}>
        <PagedList
          query={query}
          keyOf={byId}
          label="我的红包"
          emptyText="暂无红包"
          itemKey={(c) => c.id}
          render={(c) => (
            <CouponCard
              coupon={c}
              off={c.status !== 0}
              side={
                c.status === 0 ? (
                  <Button size="small" color="danger" onClick={() => void onUse(c)}>
                    使用
                  </Button>
                ) : (
                  STATUS_TEXT[c.status as 1 | 2]
                )
              }
            />
          )}
        />
      </div>
      <Link className={s.more} to={appPaths.walletChanges()}>
        查看钱包明细
      </Link>
    </Page>
  );
}

export default RedpacksScreen;
