/**
 * Risk disclosures and one-time notice marks (spec 001 §7 Fund trading, Risk). A disclosure is a
 * document the user signs before buying certain products; its text here is sandbox-authored
 * (marked 沙盒示例 in the text and in the README). Signatures and read marks are user state in
 * `risk_disclosure_signs` and `notice_marks`.
 */
import type { Ctx } from '../../ctx';
import { shIso } from '../../clock';
import { bad, notFound } from '../../http/errors';
import { uid } from '../../http/registry';
import { checkTradePassword } from '../../domain/trade-password';
import type { Schemas } from '../../domain/schemas';
import type { SandboxArea } from '../define';

interface Disclosure {
  id: number;
  version: string;
  title: string;
  /** HTML (the client renders it through SafeHtml). */
  content: string;
  need_password: boolean;
}

/** Product risk level (R4 中高风险 and above) from which a fund needs disclosure 1 signed. */
const DISCLOSURE_MIN_FUND_RISK = 4;

const NOTE = '<p>（示例文本，仅用于开发与测试，不构成法律文件。）</p>';
const DISCLOSURES: readonly Disclosure[] = [
  {
    id: 1,
    version: '2026.1',
    title: '中高风险基金产品风险揭示书',
    need_password: true,
    content: `<h3>尊敬的投资者：</h3>
<p>您拟购买的基金产品风险等级为中高风险（R4）或高风险（R5），净值可能大幅波动，您可能损失部分或全部本金。</p>
<p>基金管理人不保证基金一定盈利，也不保证最低收益。基金的过往业绩不代表未来表现。</p>
<p>请您根据自身的风险承受能力审慎决策，确认已充分了解产品风险后再签署本揭示书。</p>${NOTE}`,
  },
  {
    id: 2,
    version: '2026.1',
    title: '基金投资顾问服务风险揭示书',
    need_password: true,
    content: `<h3>尊敬的投资者：</h3>
<p>基金投资顾问服务根据您的风险承受能力提供组合配置建议，组合调仓可能产生申购、赎回费用，组合收益可能为负。</p>
<p>投资顾问的过往业绩不代表未来表现，投资顾问不承诺投资收益，您应自行承担投资风险。</p>${NOTE}`,
  },
];

const disclosureOr = (id: number, field?: string): Disclosure => {
  const d = DISCLOSURES.find((x) => x.id === id);
  if (d) return d;
  throw field ? bad(field, '风险揭示书不存在') : notFound('风险揭示书不存在');
};

function signedAt(ctx: Ctx, userId: number, d: Disclosure): string | null {
  const row = ctx
    .q(
      'SELECT signed_at FROM risk_disclosure_signs WHERE user_id = ? AND disclosure_id = ? AND version = ?',
    )
    .get(userId, d.id, d.version) as { signed_at: string } | undefined;
  return row?.signed_at ?? null;
}

/** The disclosure a fund requires before buying, or null (below {@link DISCLOSURE_MIN_FUND_RISK}). */
function disclosureForFund(risk: number): Disclosure | null {
  return risk >= DISCLOSURE_MIN_FUND_RISK ? DISCLOSURES[0]! : null;
}

const NOTICE_CODE = /^[A-Za-z0-9_.:-]{1,64}$/;
function noticeCode(code: unknown): string {
  const c = String(code ?? '');
  if (!NOTICE_CODE.test(c)) throw bad('code', '通知标识不正确');
  return c;
}
function noticeState(ctx: Ctx, userId: number, code: string): Schemas['NoticeMarkState'] {
  const marked = !!ctx
    .q('SELECT 1 FROM notice_marks WHERE user_id = ? AND code = ?')
    .get(userId, code);
  return { code, marked };
}

/** Risk disclosure and notice-mark operations of the accounts area. */
export const disclosureHandlers = {
  'GET /funds/risk_disclosure/{id}/check/': (req): Schemas['RiskDisclosureCheck'] => {
    const f = req.ctx.fundOr404(Number(req.params.id), 404, 'id');
    const d = disclosureForFund(f.risk);
    if (!d) return { need_sign: false, signed: false };
    const signed = signedAt(req.ctx, uid(req), d) !== null;
    return { need_sign: !signed, signed, disclosure_id: d.id };
  },
  'GET /funds/risk_disclosure/{id}/': (req): Schemas['RiskDisclosure'] => {
    const d = disclosureOr(Number(req.params.id));
    return {
      id: d.id,
      title: d.title,
      content: d.content,
      version: d.version,
      need_password: d.need_password,
      signed: signedAt(req.ctx, uid(req), d) !== null,
    };
  },
  'POST /funds/risk_disclosure/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    const d = disclosureOr(Number(body.disclosure_id), 'disclosure_id');
    let target = 'all';
    if (body.fund_id !== undefined)
      target = `fund:${ctx.fundOr404(body.fund_id, 400, 'fund_id').code}`;
    else if (body.portfolio_id !== undefined) target = `portfolio:${Number(body.portfolio_id)}`;
    if (d.need_password) {
      if (!body.password) throw bad('password', '请输入交易密码');
      await checkTradePassword(ctx, userId, String(body.password));
    }
    ctx
      .q(
        'INSERT OR IGNORE INTO risk_disclosure_signs (user_id, disclosure_id, version, target, signed_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, d.id, d.version, target, ctx.nowIso());
    return { signed: true, signed_at: shIso(Date.parse(signedAt(ctx, userId, d)!)) };
  },
  'GET /funds/notice_mark/check/': (req) =>
    noticeState(req.ctx, uid(req), noticeCode(req.query.code)),
  'POST /funds/notice_mark/mark/': (req) => {
    const code = noticeCode(req.body.code);
    req.ctx
      .q('INSERT OR IGNORE INTO notice_marks (user_id, code, marked_at) VALUES (?, ?, ?)')
      .run(uid(req), code, req.ctx.nowIso());
    return noticeState(req.ctx, uid(req), code);
  },
} satisfies SandboxArea['handlers'];
