import { ExampleTag, feedback } from '@jijin/ui';
import { Button, Checkbox, Radio, Space } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import type { Schemas } from '../app/api-types';
import s from './risk-questionnaire.module.css';

/** One chosen option, as the risk-test answer calls take it. */
export interface RiskAnswer {
  question_id: number;
  option_id: number;
}

/** Props of {@link RiskQuestionnaireForm}. */
export interface RiskQuestionnaireFormProps {
  /** The questions (contract `RiskQuestionnaire`). */
  questionnaire: Schemas['RiskQuestionnaire'];
  /** The form's accessible name, e.g. 风险测评. */
  label: string;
  /** The answer call is in flight: the button shows 提交中. */
  submitting: boolean;
  /** Called with every chosen option once each question has at least one. */
  onSubmit: (answers: RiskAnswer[]) => void | Promise<void>;
}

/**
 * A risk questionnaire (spec 000 §2 risk test; 001 §5 portfolio and private-fund risk tests): one
 * fieldset per question (`id="risk-q-<id>"`), radio or checkbox (`is_multiple`, 多选). Submitting
 * with questions left shows 还有N道题未作答, marks each with 请选择答案 and scrolls to the first;
 * nothing chosen is lost. A questionnaire the backend authored (`is_example`) carries the one
 * example tag above its questions.
 */
export function RiskQuestionnaireForm({
  questionnaire,
  label,
  submitting,
  onSubmit,
}: RiskQuestionnaireFormProps) {
  const [answers, setAnswers] = useState<Record<number, number[]>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const list = questionnaire.questions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = list.filter((q) => !(answers[q.id]?.length ?? 0)).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      feedback.toast(`还有${unanswered.length}道题未作答`);
      document.getElementById(`risk-q-${unanswered[0]}`)?.scrollIntoView?.({ block: 'center' });
      return;
    }
    void onSubmit(
      list.flatMap((q) =>
        (answers[q.id] ?? []).map((option_id) => ({ question_id: q.id, option_id })),
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {questionnaire.is_example && (
        <p className={s.example}>
          <ExampleTag />
        </p>
      )}
      {list.map((question, index) => {
        const chosen = answers[question.id] ?? [];
        const legend = `${index + 1}. ${question.title}${question.is_multiple ? '（多选）' : ''}`;
        return (
          <fieldset
            key={question.id}
            id={`risk-q-${question.id}`}
            className={s.question}
            aria-invalid={missing.includes(question.id) ? true : undefined}
          >
            <legend>{legend}</legend>
            {question.is_multiple ? (
              <Checkbox.Group
                value={chosen}
                onChange={(v) => setAnswers((a) => ({ ...a, [question.id]: v as number[] }))}
              >
                <Space direction="vertical">
                  {question.options.map((o) => (
                    <Checkbox key={o.id} value={o.id}>
                      {o.content}
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            ) : (
              <Radio.Group
                value={chosen[0] ?? null}
                onChange={(v) => setAnswers((a) => ({ ...a, [question.id]: [v as number] }))}
              >
                <Space direction="vertical">
                  {question.options.map((o) => (
                    <Radio key={o.id} value={o.id}>
                      {o.content}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            )}
            {missing.includes(question.id) && !chosen.length && (
              <p className={s.missing} role="alert">
                请选择答案
              </p>
            )}
          </fieldset>
        );
      })}
      <div className={s.actions}>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting}
          loadingText="提交中"
        >
          提交
        </Button>
      </div>
    </form>
  );
}
