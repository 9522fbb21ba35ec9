import { appPaths } from '../../app/routes/index';
import { FormField, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorMessage, fieldError } from '../../shared/errors';
import {
  useListPositionAdjustmentsQuery,
  useGetMyStoreQuery,
  useListMyStorePortfoliosQuery,
  useCreateStoreTimelineItemMutation,
} from '../api';
import { STORE_LIST_PAGE_SIZE } from '../page-sizes';
import { Actions, Note, Section } from '../../shared/blocks';
import { TextAreaField, TextField } from '../components/fields';

/** /store/timeline/create/: the owner posts, optionally attached to a portfolio's adjustment. */
export function StoreTimelineCreateScreen() {
  const store = useGetMyStoreQuery();
  const portfolios = useListMyStorePortfoliosQuery({ page_size: STORE_LIST_PAGE_SIZE });
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [portfolioId, setPortfolioId] = useState<number | undefined>();
  const [adjustmentId, setAdjustmentId] = useState<number | undefined>();
  const adjustments = useListPositionAdjustmentsQuery(
    { portfolio_id: portfolioId!, page: 1 },
    { skip: !portfolioId },
  );
  const [errors, setErrors] = useState<{ text?: string; position_adjustment_id?: string }>({});
  const [create, state] = useCreateStoreTimelineItemMutation();
  const navigate = useNavigate();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setErrors({ text: '请输入动态内容' });
    try {
      await create({
        body: {
          title: title.trim() || undefined,
          text: text.trim(),
          portfolio_id: portfolioId,
          position_adjustment_id: adjustmentId,
        },
      }).unwrap();
      feedback.toast('发布成功');
      navigate(appPaths.storeTimeline({ store_id: store.data?.id }), { replace: true });
    } catch (err) {
      setErrors({
        text: fieldError(err, 'text'),
        position_adjustment_id: fieldError(err, 'position_adjustment_id'),
      });
      feedback.toast(errorMessage(err));
    }
  };

  return (
    <Page title="发布动态">
      <form onSubmit={(e) => void submit(e)} aria-label="发布动态">
        <Section title="内容">
          <TextField
            label="标题"
            value={title}
            onChange={setTitle}
            maxLength={50}
            placeholder="选填"
          />
          <TextAreaField
            label="正文"
            value={text}
            onChange={setText}
            error={errors.text}
            maxLength={2000}
            rows={5}
          />
        </Section>
        <Section title="关联调仓（选填）">
          <FormField label="组合">
            {(ids) => (
              <select
                id={ids.inputId}
                value={portfolioId ?? ''}
                onChange={(e) => {
                  setPortfolioId(e.target.value ? Number(e.target.value) : undefined);
                  setAdjustmentId(undefined);
                }}
              >
                <option value="">不关联</option>
                {(portfolios.data?.results ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {portfolioId && (
            <FormField label="调仓记录" error={errors.position_adjustment_id}>
              {(ids) => (
                <select
                  id={ids.inputId}
                  value={adjustmentId ?? ''}
                  onChange={(e) =>
                    setAdjustmentId(e.target.value ? Number(e.target.value) : undefined)
                  }
                >
                  <option value="">不关联调仓</option>
                  {(adjustments.data?.results ?? []).map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.created_at.slice(0, 10)} {a.reason ?? '调仓'}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        </Section>
        <Note>正文支持段落与加粗等简单格式，其余标记会被过滤。</Note>
        <Actions>
          <Button block type="submit" color="primary" size="large" loading={state.isLoading}>
            发布
          </Button>
        </Actions>
      </form>
    </Page>
  );
}

export default StoreTimelineCreateScreen;
