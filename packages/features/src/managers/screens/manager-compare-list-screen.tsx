import { appPaths, withQuery } from '../../app/routes/index';
import { EmptyState, FundScoreBadge, ListRows } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { ListRowLink } from '../../shared/list-row-link';
import { useGetFundManagerQuery } from '../../managers/api';
import { COMPARE_MAX, useCompareList } from '../../managers/compare-list';
import s from './manager-compare.module.css';

/**
 * /symbols/funds/managers/compare/list/: the device's compare list (core's local list). Check 2-4
 * managers and 开始对比 opens `/{first}/compare/?managers=` with the others; 添加经理 opens the
 * selector, which comes back here.
 */
export function ManagerCompareListScreen() {
  const compare = useCompareList();
  const [checked, setChecked] = useState<number[]>(() => compare.ids.slice(0, 2));
  const navigate = useNavigate();
  const selected = checked.filter((id) => compare.ids.includes(id));
  const toggle = (id: number) =>
    setChecked((c) =>
      c.includes(id) ? c.filter((x) => x !== id) : c.length < COMPARE_MAX ? [...c, id] : c,
    );
  const here = appPaths.managerCompareList();
  return (
    <Page title="经理对比">
      {compare.ids.length === 0 ? (
        <EmptyState title="对比列表是空的" description="在基金经理页点「加入对比」，或添加经理" />
      ) : (
        <ListRows label="对比列表">
          {compare.ids.map((id) => (
            <CompareRow
              key={id}
              id={id}
              checked={selected.includes(id)}
              disabled={!selected.includes(id) && selected.length >= COMPARE_MAX}
              onToggle={() => toggle(id)}
              onRemove={() => compare.remove(id)}
            />
          ))}
        </ListRows>
      )}
      <p className={s.hint}>
        选择2-{COMPARE_MAX}位基金经理进行对比（已选{selected.length}位）
      </p>
      <div className={s.actions}>
        <Button
          onClick={() =>
            navigate(
              appPaths.managerCompareSelector({ managers: compare.ids.join(','), next: here }),
            )
          }
        >
          添加经理
        </Button>
        <Button
          color="primary"
          disabled={selected.length < 2}
          onClick={() =>
            navigate(
              withQuery(appPaths.managerCompare(selected[0]!), {
                managers: selected.slice(1).join(','),
              }),
            )
          }
        >
          开始对比
        </Button>
      </div>
    </Page>
  );
}

function CompareRow({
  id,
  checked,
  disabled,
  onToggle,
  onRemove,
}: {
  id: number;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const q = useGetFundManagerQuery({ id });
  const name = q.data?.name ?? `基金经理${id}`;
  return (
    <ListRowLink
      to={appPaths.managerDetail(id)}
      prefix={
        <input
          type="checkbox"
          className={s.check}
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          aria-label={`对比${name}`}
        />
      }
      title={name}
      description={
        q.data
          ? `${q.data.fund_company?.abbr_name ?? q.data.fund_company?.name ?? '基金公司未知'} · 从业${q.data.work_seniority ?? '--'}年`
          : q.isError
            ? '加载失败'
            : '加载中'
      }
      extra={q.data ? <FundScoreBadge score={q.data.overall_score ?? null} /> : undefined}
      action={
        <Button size="mini" fill="none" onClick={onRemove} aria-label={`移除${name}`}>
          移除
        </Button>
      }
    />
  );
}

export default ManagerCompareListScreen;
