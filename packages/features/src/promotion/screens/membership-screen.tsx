import { formatDate, formatMoney } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { ListRows, TradePasswordDialog, feedback } from '@jijin/ui';
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
  useGetMemberInviteCodeQuery,
  useCheckMembershipSubscriptionQuery,
  useListMembershipInvitationsQuery,
  useGetMembershipQuery,
  useCheckServiceSubscriptionQuery,
  useSubscribeServiceMutation,
} from '../../promotion/api';
import { InvitationRow } from './invitations-screen';
import s from './promotion.module.css';

function ServiceCard({ service }: { service: Schemas['MemberService'] }) {
  const checkQ = useCheckServiceSubscriptionQuery(
    { id: service.id },
    { refetchOnMountOrArgChange: true },
  );
  const [subscribe, state] = useSubscribeServiceMutation();
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
      </h2>
      {service.description && <p className={s.muted}>{service.description}</p>}
      <p className={s.muted}>
        {formatMoney(service.price)}元{service.period_days ? ` / ${service.period_days}天` : ''}
        ，从现金账户支付
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

/** Whether the user holds the membership (GET /members/membership_subscriptions/{id}/check/). */
function MembershipState({ id }: { id: number }) {
  const checkQ = useCheckMembershipSubscriptionQuery({ id }, { refetchOnMountOrArgChange: true });
  if (!checkQ.data) return null;
  return (
    <p className={s.muted}>
      {checkQ.data.subscribed
        ? `会员已开通，有效期至${formatDate(checkQ.data.effective_to ?? '')}`
        : '尚未开通会员'}
    </p>
  );
}

/**
 * My member invite code and the friends who signed up with it (GET /members/invite_code/,
 * /members/memberships/{code}/invitations/, spec 001 §7 Members).
 */
function MemberInvitations({ code }: { code: string }) {
  const codeQ = useGetMemberInviteCodeQuery();
  const listQ = useListMembershipInvitationsQuery(
    { code, page: 1, page_size: 20 },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <section className={s.card} aria-labelledby="member-invite">
      <h2 id="member-invite" className={s.title}>
        邀请好友
      </h2>
      {codeQ.data && (
        <p className={s.muted}>
          我的邀请码 <strong>{codeQ.data.invite_code}</strong>
        </p>
      )}
      <QueryState query={listQ}>
        {(page) =>
          page.results.length === 0 ? (
            <p className={s.muted}>还没有好友使用您的邀请码注册</p>
          ) : (
            <>
              <p className={s.muted}>已邀请{page.total_count}人</p>
              <ListRows label="会员邀请记录" flush>
                {page.results.map((i) => (
                  <InvitationRow key={i.id} i={i} />
                ))}
              </ListRows>
            </>
          )
        }
      </QueryState>
      <Link className={s.link} to={appPaths.promotionInviteQrCode()}>
        生成邀请二维码
      </Link>
    </section>
  );
}

/**
 * /members/memberships/{id}/ (designed path; spec 001 §7 Members): a membership, whether I hold
 * it, its services (check, subscribe: pays from the cash account and says 订阅成功, spec 001 §8),
 * and my member invite code with the friends invited.
 */
export function MembershipScreen() {
  const { id = '1' } = useParams();
  const memberQ = useGetMembershipQuery({ id: Number(id) });
  return (
    <Page title="会员服务">
      <QueryState query={memberQ}>
        {(m) => (
          <>
            <section className={s.card} aria-label={m.name}>
              <p className={s.title}>{m.name}</p>
              {m.description && <p className={s.muted}>{m.description}</p>}
              <p className={s.muted}>
                会员价{formatMoney(m.price)}元 / {m.period_days ?? 365}天
              </p>
              <MembershipState id={m.id} />
              <Link className={s.link} to={appPaths.cashAccount()}>
                现金账户充值
              </Link>
            </section>
            {(m.services ?? []).map((svc) => (
              <ServiceCard key={svc.id} service={svc} />
            ))}
            <MemberInvitations code={m.code} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default MembershipScreen;
