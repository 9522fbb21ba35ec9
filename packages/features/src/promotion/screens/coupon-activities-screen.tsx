import { ExampleTag } from '@jijin/ui';
import { formatDate } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { useServices } from '../../app/services-context';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListCouponActivitiesQuery } from '../../promotion/api';
import { CaptchaDialog } from './captcha-dialog';
import { CouponCard } from './coupon-card';
import { useCouponReceipt } from './landing-parts';
import s from './coupons.module.css';

type Activity = Schemas['CouponActivity'];

/** 未开始 / 进行中 / 已结束 by the activity's dates (start_at, end_at) at `now` (ms, the app clock's). */
export function activityState(a: Activity, now: number): 'before' | 'running' | 'ended' {
  if (a.start_at && now < Date.parse(a.start_at)) return 'before';
  if (a.end_at && now > Date.parse(a.end_at)) return 'ended';
  return 'running';
}

/**
 * /promotion/coupons/activities/ (spec 001 §2, §7 Promotion): coupon activities; 领取 asks the
 * coupon captcha (getcaptcha -> checkcaptcha) and then receives the coupon, which is in 我的优惠券
 * at once and offered on the fund buy screen.
 */
export function CouponActivitiesScreen() {
  const { clock } = useServices();
  const activitiesQ = useListCouponActivitiesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const receipt = useCouponReceipt();
  return (
    <Page title="领券中心">
      <QueryState query={activitiesQ}>
        {(list) => (
          <ul className={s.list} aria-label="领券活动">
            {list.map((a) => {
              const state = activityState(a, clock.now());
              const coupon = a.coupons?.[0];
              const side = a.joined ? (
                '已领取'
              ) : state === 'running' ? (
                <Button size="small" color="danger" onClick={() => receipt.open(a)}>
                  领取
                </Button>
              ) : state === 'before' ? (
                '未开始'
              ) : (
                '已结束'
              );
              return (
                <li key={a.id} aria-label={a.title}>
                  <p className={s.name}>
                    {a.title}
                    {a.is_example && <ExampleTag className={s.badge} />}
                  </p>
                  {a.end_at && <p className={s.cond}>活动截止{formatDate(a.end_at)}</p>}
                  {coupon && (
                    <CouponCard coupon={coupon} off={a.joined || state !== 'running'} side={side} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <Link className={s.more} to={appPaths.promotionCoupons()}>
        查看我的优惠券
      </Link>
      <CaptchaDialog
        visible={receipt.target !== null}
        onPass={receipt.onPass}
        onClose={receipt.close}
      />
    </Page>
  );
}

export default CouponActivitiesScreen;
