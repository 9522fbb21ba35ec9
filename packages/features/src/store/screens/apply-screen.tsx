import { formatDate } from '@jijin/core';
import { STORE_APPLY_STATUS, statusLabel } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetStoreApplyQuery } from '../api';
import { Actions, Note, Section, blocks as s } from '../../shared/blocks';

/**
 * /store/apply/: the store application's state, only the two the spec has (spec 001 §3, §4 Store
 * apply: -1 未申请, 1 申请成功; core's `STORE_APPLY_STATUS`). An application sent and not yet
 * approved stays -1: the page says so as the application's own date and name, with no third
 * state and no second 申请开店 (README "Store").
 */
export function StoreApplyScreen() {
  const q = useGetStoreApplyQuery();
  const navigate = useNavigate();
  return (
    <Page title="申请开店">
      <QueryState query={q}>
        {(a) =>
          a.status === 1 ? (
            <Section title="开店申请已通过">
              <p data-testid="store-apply-status">
                申请状态：{statusLabel(STORE_APPLY_STATUS, a.status)}
              </p>
              <p className={s.muted}>
                您已成为投顾店主，可以创建组合、发布动态并获得投顾服务费收入。
              </p>
              <Actions>
                <Link className={s.link} to={appPaths.storeMine()}>
                  进入我的店铺
                </Link>
              </Actions>
            </Section>
          ) : a.id ? (
            <Section title="开一家投顾小店">
              <p data-testid="store-apply-status">
                申请状态：{statusLabel(STORE_APPLY_STATUS, a.status)}
              </p>
              <p className={s.muted}>
                您已于{a.created_at ? formatDate(a.created_at) : '近日'}提交开店申请「{a.name}
                」，通过后状态变为{statusLabel(STORE_APPLY_STATUS, 1)}，即可开店。
              </p>
            </Section>
          ) : (
            <>
              <Section title="开一家投顾小店">
                <p className={s.muted}>
                  店主可以创建基金组合、发布调仓动态，按持有人市值每日计提投顾服务费作为收入。
                </p>
              </Section>
              <Note>申请需填写店铺名称、真实姓名与投顾从业资格证书编号。</Note>
              <Actions>
                <Button
                  block
                  color="primary"
                  size="large"
                  onClick={() => navigate(appPaths.storeApplyForm())}
                >
                  申请开店
                </Button>
              </Actions>
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

export default StoreApplyScreen;
