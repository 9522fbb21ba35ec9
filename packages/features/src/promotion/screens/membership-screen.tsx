import { appPaths, formatDate, formatMoney } from '@jijin/core';
import { TradePasswordDialog, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../../shared/trade-attempt';
import {
  usePromotionMembershipQuery,
  usePromotionServiceCheckQuery,
  usePromotionSubscribeServiceMutation,
} from '../../promotion/api';
import s from './promotion.module.css';

function ServiceCard({ service }: { service: Schemas['MemberService'] }) {
  const checkQ = usePromotionServiceCheckQuery(service.id, { refetchOnMountOrArgChange: true });
  const [subscribe, state] = usePromotionSubscribeServiceMutation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { keyFor, settle } = useIdempotencyKey();
  // the cash account pays: the trade password, and one key for every retry of this attempt
  const submit = useSingleFlight(async (password: string) => {
    const idempotencyKey = keyFor(`service:${service.id}`);
    try {
      await subscribe({ id: service.id, body: { password }, idempotencyKey }).unwrap();
      settle();
      setPasswordOpen(false);
      feedback.toast('订阅成功');
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorTitle(e), { cause: e });
    }
  });
  return (
    <section className={s.card} aria-labelledby={`service-${service.id}`}>
      <h2 id={`service-${service.id}`} className={s.title}>
        {service.name}
        <span className={s.badge}>沙盒</span>
      </h2>
      {service.description && <p className={s.muted}>{service.description}</p>}
      <p className={s.muted}>
        {formatMoney(service.price)}元 / {service.period_days ?? 30}天，从现金账户支付
      </p>
      {checkQ.data?.subscribed ? (
        <p className={s.muted}>已订阅，有效期至{formatDate(checkQ.data.effective_to ?? '')}</p>
      ) : null}
      <Button
        block
        color="primary"
        loading={state.isLoading}
        disabled={state.isLoading}
        onClick={() => setPasswordOpen(true)}
      >
        {checkQ.data?.subscribed ? '续订' : '立即订阅'}
      </Button>
      <TradePasswordDialog
        visible={passwordOpen}
        description={`${service.name}：从现金账户支付 ${formatMoney(service.price)} 元`}
        onSubmit={submit}
        onClose={() => {
          if (!state.isLoading) setPasswordOpen(false);
        }}
      />
    </section>
  );
}

/**
 * /members/memberships/{id}/ (designed path; spec 001 §7 Members): a membership and its services;
 * subscribing pays from the cash account and says 订阅成功 (spec 001 §8).
 */
export function MembershipScreen() {
  const { id = '1' } = useParams();
  const memberQ = usePromotionMembershipQuery(Number(id));
  return (
    <Page title="会员服务">
      <QueryState query={memberQ}>
        {(m) => (
          <>
            <section className={s.card} aria-label={m.name}>
              <p className={s.title}>
                {m.name}
                <span className={s.badge}>沙盒</span>
              </p>
              {m.description && <p className={s.muted}>{m.description}</p>}
              <p className={s.muted}>
                会员价{formatMoney(m.price)}元 / {m.period_days ?? 365}天
              </p>
              <Link className={s.link} to={appPaths.cashAccount()}>
                现金账户充值
              </Link>
            </section>
            {(m.services ?? []).map((svc) => (
              <ServiceCard key={svc.id} service={svc} />
            ))}
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default MembershipScreen;
