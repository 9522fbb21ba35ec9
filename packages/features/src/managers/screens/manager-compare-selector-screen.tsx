import { safeNext } from '@jijin/core/navigation';
import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRow, ListRows } from '@jijin/ui';
import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useDebounced } from '../../shared/use-debounced';
import { useSearchFundManagersQuery } from '../../managers/api';
import { useCompareList } from '../../managers/compare-list';
import s from './manager-compare.module.css';

/**
 * /symbols/funds/managers/compare/selector/?managers&next: find managers by name and add them to
 * the device's compare list; 完成 returns to `next` (kept on our origin by core's `safeNext`).
 */
export function ManagerCompareSelectorScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const compare = useCompareList();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const search = useSearchFundManagersQuery({ q }, { skip: !q });
  const next = safeNext(params.get('next'), appPaths.managerCompareList());
  return (
    <Page title="添加对比经理">
      <div className={s.search}>
        <SearchBar
          placeholder="输入基金经理姓名"
          value={text}
          onChange={setText}
          aria-label="搜索基金经理"
        />
      </div>
      {q && search.data && search.data.results.length === 0 && (
        <EmptyState title="没有找到该基金经理" />
      )}
      <ListRows label="搜索结果">
        {(q ? (search.data?.results ?? []) : []).map((m) => (
          <ListRow
            key={m.id}
            title={`${m.name}${m.post_status === 2 ? '（离任）' : ''}`}
            action={
              <Button
                size="mini"
                color={compare.has(m.id) ? 'default' : 'primary'}
                onClick={() => (compare.has(m.id) ? compare.remove(m.id) : compare.add(m.id))}
              >
                {compare.has(m.id) ? '已加入' : '加入对比'}
              </Button>
            }
          />
        ))}
      </ListRows>
      <div className={s.actions}>
        <Button color="primary" block onClick={() => navigate(next)}>
          完成（对比列表{compare.ids.length}位）
        </Button>
      </div>
    </Page>
  );
}

export default ManagerCompareSelectorScreen;
