import { Component, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { formatDate, type ClientInfo } from '@jijin/core';
import { AI_PROFIT_LOSS_GROUPS } from '../constants';
import { ListRow, ListRows, MoneyText, PercentText, RiskLevelBadge } from '@jijin/ui';
import type { Schemas } from '../../app/api-types';
import { cardLink, type AiCard } from '../../ai-chat/card-links';
import { symbolAsOf } from '../../shared/as-of';
import s from './ai-card.module.css';

/** The text of a card that cannot render (spec 001 §8). */
export const CARD_FAILED = '数据请求失败，请稍后重试';

type Fund = Schemas['Fund'];
type ProfitLoss = Schemas['ProfitLossPrediction'];

/** The profit-loss groups of a potential answer (`profit_loss`), or null when it has none. */
function profitLossOf(data: unknown): ProfitLoss[] | null {
  const list = (data as { profit_loss?: unknown } | null | undefined)?.profit_loss;
  return Array.isArray(list) && list.length ? (list as ProfitLoss[]) : null;
}

/**
 * The profit-loss card: the first {@link AI_PROFIT_LOSS_GROUPS} (3) holding periods of the fund's
 * profit-loss prediction — the chance of a profit and the median return (spec 001 §9 "AI lists:
 * 3 profit-loss groups").
 */
function ProfitLossGroups({ groups }: { groups: ProfitLoss[] }) {
  return (
    <table className={s.table} aria-label="盈亏概率">
      <thead>
        <tr>
          <th scope="col">持有期</th>
          <th scope="col">盈利概率</th>
          <th scope="col">收益中位数</th>
        </tr>
      </thead>
      <tbody>
        {groups.slice(0, AI_PROFIT_LOSS_GROUPS).map((g) => (
          <tr key={g.period}>
            <th scope="row">{g.period_display ?? g.period}</th>
            <td>{g.profit_probability.toFixed(2)}%</td>
            <td>
              <PercentText value={g.percentiles?.p50 ?? g.expected_percent ?? null} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Catches a card that throws while rendering and shows {@link CARD_FAILED} in its place. */
class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Failed /> : this.props.children;
  }
}

function Failed() {
  return <p className={s.failed}>{CARD_FAILED}</p>;
}

function FundFigures({ fund }: { fund: Fund }) {
  return (
    <dl className={s.figures}>
      <div>
        <dt>单位净值{fund.net_value_date ? `（${formatDate(fund.net_value_date)}）` : ''}</dt>
        <dd>{fund.net_value ?? '--'}</dd>
      </div>
      <div>
        <dt>近1月</dt>
        <dd>
          <PercentText value={fund.percent_month} />
        </dd>
      </div>
      <div>
        <dt>近1年</dt>
        <dd>
          <PercentText value={fund.percent_year} />
        </dd>
      </div>
    </dl>
  );
}

function FundRows({ funds }: { funds: Fund[] }) {
  if (!funds.length) return <p className={s.muted}>暂无数据</p>;
  return (
    <ListRows label="基金" flush>
      {funds.map((f) => (
        <ListRow
          key={f.symbol}
          title={f.abbr_name}
          description={symbolAsOf(f.symbol, f.net_value_date)}
          extra={
            <span>
              近1年 <PercentText value={f.percent_year} />
            </span>
          }
        />
      ))}
    </ListRows>
  );
}

function Comparison({ funds }: { funds: Fund[] }) {
  const rows: [string, (f: Fund) => ReactNode][] = [
    ['单位净值', (f) => f.net_value ?? '--'],
    ['近1月', (f) => <PercentText value={f.percent_month} />],
    ['近3月', (f) => <PercentText value={f.percent_season} />],
    ['近1年', (f) => <PercentText value={f.percent_year} />],
    ['风险等级', (f) => <RiskLevelBadge level={f.investment_risk} />],
  ];
  return (
    <table className={s.table}>
      <caption className={s.hidden}>基金对比</caption>
      <thead>
        <tr>
          <th scope="col">指标</th>
          {funds.map((f) => (
            <th scope="col" key={f.symbol}>
              {f.abbr_name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, cell]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {funds.map((f) => (
              <td key={f.symbol}>{cell(f)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Titles of the `results` (or array items) of another area's answer, top 5 (spec 001 §9). */
function itemsOf(data: unknown): string[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)
      ? (data as { results: unknown[] }).results
      : null;
  if (!list) return [];
  return list
    .slice(0, 5)
    .map((x) => {
      const o = (x ?? {}) as Record<string, unknown>;
      const t = o.title ?? o.name ?? o.abbr_name ?? o.text;
      return typeof t === 'string' ? t : '';
    })
    .filter(Boolean);
}

/** The body of a card, or null when the section it needs is missing (then {@link CARD_FAILED}). */
function body(card: AiCard): ReactNode {
  switch (card.type) {
    case 'fund':
    case 'diagnosis':
      return card.fund ? <FundFigures fund={card.fund} /> : null;
    case 'fund_comparison':
      return card.funds && card.funds.length === 2 ? <Comparison funds={card.funds} /> : null;
    case 'index_funds':
    case 'fund_list':
      return card.funds ? <FundRows funds={card.funds} /> : null;
    case 'followed_list':
      if (!card.following) return null;
      return card.following.length ? (
        <ListRows label="自选基金" flush>
          {card.following.map((f) => (
            <ListRow
              key={f.symbol}
              title={f.abbr_name}
              description={symbolAsOf(f.symbol, f.net_value_date)}
              extra={<PercentText value={f.percent_day} />}
            />
          ))}
        </ListRows>
      ) : (
        <p className={s.muted}>暂无自选</p>
      );
    case 'asset_health':
      return card.assets ? (
        <dl className={s.figures}>
          <div>
            <dt>总资产(元)</dt>
            <dd>
              <MoneyText value={card.assets.assets_total} />
            </dd>
          </div>
          <div>
            <dt>最新收益(元)</dt>
            <dd>
              <MoneyText value={card.assets.income_latest} signed />
            </dd>
          </div>
          <div>
            <dt>累计收益(元)</dt>
            <dd>
              <MoneyText value={card.assets.income_total} signed />
            </dd>
          </div>
        </dl>
      ) : null;
    case 'investment_risk':
      return card.risk ? (
        <dl className={s.figures}>
          <div>
            <dt>风险承受能力</dt>
            <dd>{card.risk.investment_risk ? card.risk.investment_risk_display : '未测评'}</dd>
          </div>
          <div>
            <dt>有效期至</dt>
            <dd>{card.risk.effective_to ? formatDate(card.risk.effective_to) : '--'}</dd>
          </div>
        </dl>
      ) : null;
    case 'index':
      if (!card.index) return null;
      return card.index.close ? (
        <dl className={s.figures}>
          <div>
            <dt>收盘（{card.index.date ? formatDate(card.index.date) : '--'}）</dt>
            <dd>{card.index.close}</dd>
          </div>
          <div>
            <dt>涨跌幅</dt>
            <dd>
              <PercentText value={card.index.percent_day} />
            </dd>
          </div>
        </dl>
      ) : (
        <p className={s.muted}>暂无行情数据</p>
      );
    case 'potential': {
      const groups = profitLossOf(card.data);
      return groups ? <ProfitLossGroups groups={groups} /> : null;
    }
    case 'login':
      return <p className={s.muted}>该内容需要登录后查看。</p>;
    default: {
      // Cards of other areas: the answer of `source`, as that operation returns it.
      if (card.data === undefined || card.data === null) return null;
      const items = itemsOf(card.data);
      return items.length ? (
        <ListRows label="结果" flush>
          {items.map((t, i) => (
            <ListRow key={`${i}-${t}`} title={t} />
          ))}
        </ListRows>
      ) : (
        <p className={s.muted}>点击查看详情</p>
      );
    }
  }
}

function CardContent({ card }: { card: AiCard }) {
  return <>{body(card) ?? <Failed />}</>;
}

const LINK_TEXT: Partial<Record<AiCard['type'], string>> = {
  fund: '查看基金详情',
  fund_comparison: '查看详细对比',
  index_funds: '更多指数基金',
  fund_list: '更多基金',
  followed_list: '查看全部自选',
  status_follow: '查看全部',
  asset_health: '查看我的资产',
  investment_risk: '去测评',
  diagnosis: '查看完整诊断',
  index: '查看指数详情',
};

/** Props of {@link AiCardView}. */
export interface AiCardViewProps {
  card: AiCard;
  /** The host's client, for the 5.3.0 rule of the card links (spec 001 §2). */
  client: ClientInfo;
}

/**
 * One answer card (spec 001 §2 AI chat): title, the card's figures and its link. A card whose
 * section is missing or that fails to render shows 数据请求失败，请稍后重试 (§8); a guest's login
 * card offers 去登录 (§6).
 */
export function AiCardView({ card, client }: AiCardViewProps) {
  const link = cardLink(card, client);
  const navigate = useNavigate();
  return (
    <article className={s.card} aria-label={card.title} data-card-type={card.type}>
      <h3 className={s.title}>{card.title}</h3>
      <CardBoundary>
        <CardContent card={card} />
      </CardBoundary>
      {card.type === 'login' && link ? (
        <Button color="primary" size="small" onClick={() => navigate(link)}>
          去登录
        </Button>
      ) : (
        link && (
          <Link className={s.link} to={link}>
            {LINK_TEXT[card.type] ?? '查看详情'}
          </Link>
        )
      )}
    </article>
  );
}
