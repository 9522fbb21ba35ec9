import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { errorTitle } from '../../shared/trade-attempt';
import { useCheckInMutation, useGetCheckInQuery } from '../../promotion/api';
import s from './promotion.module.css';

/** /promotion/check_in/ (designed path; spec 001 §7 check-in): sign in once a day for coins. */
export function CheckInScreen() {
  const stateQ = useGetCheckInQuery(undefined, { refetchOnMountOrArgChange: true });
  const [checkIn, state] = useCheckInMutation();
  const onCheckIn = async () => {
    try {
      const r = await checkIn().unwrap();
      feedback.toast(`签到成功，已连续签到${r.continuous_days}天`);
    } catch (e) {
      feedback.toast(errorTitle(e));
    }
  };
  return (
    <Page title="每日签到">
      <QueryState query={stateQ}>
        {(c) => (
          <section className={s.card} aria-label="签到">
            <p className={s.muted}>已连续签到</p>
            <p className={s.big}>{c.continuous_days}天</p>
            <p className={s.muted}>
              {c.coins_per_check_in ? `每天签到得${c.coins_per_check_in}金币，` : ''}当前金币
              {c.coins ?? 0}
            </p>
            <Button
              block
              color="primary"
              disabled={c.checked_today || state.isLoading}
              loading={state.isLoading}
              loadingText="签到中"
              onClick={() => void onCheckIn()}
            >
              {c.checked_today ? '今日已签到' : '立即签到'}
            </Button>
            <p className={s.muted}>
              <Link className={s.link} to={appPaths.coins()}>
                去金币中心
              </Link>
            </p>
          </section>
        )}
      </QueryState>
    </Page>
  );
}

export default CheckInScreen;
