import { appPaths } from '../../app/routes/index';
import { EmptyState, FieldInput, FormField, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { errorTitle } from '../../shared/trade-attempt';
import {
  useLazyCheckPortfolioDescriptionQuery,
  useLazyCheckPortfolioNameQuery,
  useCheckPortfolioAmountMinBuyQuery,
  useCreatePortfolioMutation,
} from '../../portfolios/api';
import { Actions, Note, Section, blocks as s } from '../../shared/blocks';
import {
  PositionsEditor,
  totalMessage,
  type EditedPosition,
} from '../../portfolios/components/positions-editor';
import { useGetSettingsQuery } from '../../shared/api';

/**
 * /portfolio/create/ (advisors, `is_manager`): name, description and minimum-buy checked through
 * their calls (spec 001 §5 Portfolio creation checks), funds from `fund_candidates/` in 10 %
 * steps adding up to 100 %. A failed check keeps everything typed.
 */
export function CreatePortfolioScreen() {
  const settings = useGetSettingsQuery();
  return (
    <Page title="创建组合">
      <QueryState query={settings}>
        {(u) =>
          u.is_manager ? (
            <CreateForm />
          ) : (
            <EmptyState description="只有投顾（管理人）可以创建组合" />
          )
        }
      </QueryState>
    </Page>
  );
}

function CreateForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [positions, setPositions] = useState<EditedPosition[]>([]);
  const [errors, setErrors] = useState<{ name?: string; description?: string; positions?: string }>(
    {},
  );
  const [checkName] = useLazyCheckPortfolioNameQuery();
  const [checkDescription] = useLazyCheckPortfolioDescriptionQuery();
  const symbols = positions
    .filter((p) => p.percent > 0)
    .map((p) => p.symbol)
    .join(',');
  const min = useCheckPortfolioAmountMinBuyQuery({ symbols }, { skip: !symbols });
  const [create, state] = useCreatePortfolioMutation();
  const navigate = useNavigate();

  const validateName = async () => {
    if (!name.trim()) return setErrors((e) => ({ ...e, name: '请填写组合名称' }));
    const r = await checkName({ name: name.trim() })
      .unwrap()
      .catch(() => null);
    setErrors((e) => ({ ...e, name: r && !r.valid ? (r.message ?? '组合名称不可用') : undefined }));
  };
  const validateDescription = async () => {
    const r = await checkDescription({ description: description.trim() || ' ' })
      .unwrap()
      .catch(() => null);
    setErrors((e) => ({
      ...e,
      description: r && !r.valid ? (r.message ?? '组合描述不可用') : undefined,
    }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const posMsg = positions.length ? totalMessage(positions) : '请至少选择一只基金';
    setErrors((x) => ({ ...x, positions: posMsg || undefined }));
    if (posMsg || !name.trim() || !description.trim()) {
      feedback.toast(posMsg || (!name.trim() ? '请填写组合名称' : '请填写组合描述'));
      return;
    }
    try {
      const p = await create({
        body: {
          name: name.trim(),
          description: description.trim(),
          positions: positions
            .filter((x) => x.percent > 0)
            .map((x) => ({ symbol: x.symbol, percent: x.percent })),
        },
      }).unwrap();
      feedback.toast('组合创建成功');
      navigate(appPaths.portfolioDetail(p.id), { replace: true });
    } catch (err) {
      feedback.toast(errorTitle(err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="创建组合">
      <Section title="基本信息">
        <FormField label="组合名称" error={errors.name}>
          {(ids) => (
            <FieldInput
              id={ids.inputId}
              value={name}
              maxLength={20}
              onChange={setName}
              onBlur={() => void validateName()}
              placeholder="2-20个字"
              aria-invalid={Boolean(errors.name)}
              aria-describedby={errors.name ? ids.errorId : undefined}
            />
          )}
        </FormField>
        <FormField label="组合描述" error={errors.description}>
          {(ids) => (
            <textarea
              id={ids.inputId}
              value={description}
              maxLength={200}
              rows={3}
              style={{ width: '100%' }}
              onChange={(e) => setDescription(e.target.value)}
              onBlur={() => void validateDescription()}
              placeholder="组合的投资理念，200字以内"
              aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? ids.errorId : undefined}
            />
          )}
        </FormField>
      </Section>
      <Section title="选择基金与仓位">
        <PositionsEditor value={positions} onChange={setPositions} />
        {errors.positions && !positions.length && (
          <p className={s.error} role="alert">
            {errors.positions}
          </p>
        )}
        {min.data && <p className={s.muted}>{min.data.message}</p>}
      </Section>
      <Note>组合成立日的单位净值为1.0000，此后按各基金真实净值每日计算。</Note>
      <Actions>
        <Button block type="submit" color="primary" size="large" loading={state.isLoading}>
          创建组合
        </Button>
      </Actions>
    </form>
  );
}

export default CreatePortfolioScreen;
