import { appPaths } from '../../app/routes/index';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { byId, PagedList } from '../../shared/paged-list';
import { useListMyCouponsPagesInfiniteQuery } from '../../promotion/api';
import { CouponCard } from './coupon-card';
import s from './coupons.module.css';

/** The three lists of my coupons (Coupon.status: 0 unused, 1 used, 2 expired). */
export const COUPON_TABS = [
  { status: 0, label: '可使用' },
  { status: 1, label: '已使用' },
  { status: 2, label: '已过期' },
] as const;

/**
 * /promotion/coupons/mine/ (spec 001 §2, §3 Coupon): my coupons by state; a usable one leads to
 * the funds to buy (the buy screen offers it by core's rule, spec 001 §4), and 领取更多 to the
 * coupon activities. The list is at most 470 px high (spec 001 §9).
 */
export function CouponsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = COUPON_TABS.find((t) => String(t.status) === params.get('status')) ?? COUPON_TABS[0];
  const query = useListMyCouponsPagesInfiniteQuery({ page_size: 20, status: tab.status });
  return (
    <Page title="我的优惠券">
      <div role="tablist" aria-label="优惠券状态" className={s.tabs}>
        {COUPON_TABS.map((t) => (
          <button
            key={t.status}
            type="button"
            role="tab"
            aria-selected={t.status === tab.status}
            className={`${s.tab} ${t.status === tab.status ? s.tabActive : ''}`}
            onClick={() =>
              setParams(t.status === 0 ? {} : { status: String(t.status) }, { replace: true })
            }
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className={s.list}>
        <PagedList
          query={query}
          keyOf={byId}
          label={`${tab.label}的优惠券`}
          emptyText={`暂无${tab.label}的优惠券`}
          itemKey={(c) => c.id}
          render={(c) => (
            <CouponCard
              coupon={c}
              off={tab.status !== 0}
              side={
                tab.status === 0 ? (
                  <Link className={s.link} to={appPaths.fundMarket()}>
                    去使用
                  </Link>
                ) : (
                  tab.label
                )
              }
            />
          )}
        />
      </div>
      <Link className={s.more} to={appPaths.promotionCouponActivities()}>
        领取更多优惠券
      </Link>
    </Page>
  );
}

export default CouponsScreen;
