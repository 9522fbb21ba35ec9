import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, DotLoading, TextArea } from 'antd-mobile';
import { detectClient } from '@jijin/core/navigation';
import { ExampleTag, feedback } from '@jijin/ui';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../app/store';
import { errorMessage } from '../../shared/errors';
import {
  useAiFeedbackMutation,
  useGetAiHintsQuery,
  useAiUserUtteredMutation,
} from '../../ai-chat/api';
import {
  answerReceived,
  feedbackGiven,
  questionAsked,
  selectAiChat,
} from '../../ai-chat/ai-chat-slice';
import { AiCardView } from '../../ai-chat/components/ai-card';
import s from './chat-screen.module.css';

/** The contract's limit on a question (openapi `text.maxLength`). */
const MAX_LENGTH = 500;

let seq = 0;

function HintChips({
  hints,
  onPick,
  disabled,
}: {
  hints: string[];
  onPick: (h: string) => void;
  disabled: boolean;
}) {
  return (
    <ul className={s.hints} aria-label="您可以这样问">
      {hints.map((h) => (
        <li key={h}>
          <button type="button" className={s.chip} onClick={() => onPick(h)} disabled={disabled}>
            {h}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /ai/chat/ — the assistant (spec 001 §2 AI chat, §6, §8, §9): hint chips, the user's questions,
 * the answers as text and typed cards (links by core's 5.3.0 rule with the bridge's client),
 * useful / not useful on each answer. A failed send keeps the question in the box.
 */
export function ChatScreen() {
  const { bridge } = useServices();
  const client = bridge.client ?? detectClient('');
  const dispatch = useAppDispatch();
  const { sessionId, entries } = useSelector(selectAiChat);
  const hints = useGetAiHintsQuery();
  const [utter, utterState] = useAiUserUtteredMutation();
  const [sendFeedback] = useAiFeedbackMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const errorId = useId();

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length, pending]);

  async function ask(question: string, inputType: 0 | 1) {
    const q = question.trim();
    if (!q) {
      setError('请输入您的问题');
      return;
    }
    if (q.length > MAX_LENGTH) {
      setError(`问题最多${MAX_LENGTH}个字`);
      return;
    }
    setError(null);
    setPending(q);
    const r = await utter({
      body: { text: q, input_type: inputType, ...(sessionId ? { session_id: sessionId } : {}) },
    });
    setPending(null);
    if (r.error) {
      setError(errorMessage(r.error));
      if (inputType === 1) setText(q);
      return;
    }
    dispatch(questionAsked({ id: `q${(seq += 1)}`, text: q }));
    dispatch(answerReceived(r.data));
    if (inputType === 0) setText('');
  }

  async function rate(id: string, useful: boolean) {
    const r = await sendFeedback({ body: { message_id: id, useful } });
    if (r.error) {
      void feedback.toast(errorMessage(r.error));
      return;
    }
    dispatch(feedbackGiven({ id, useful }));
    void feedback.toast('感谢您的反馈');
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void ask(text, 0);
  };
  const busy = utterState.isLoading;

  return (
    <Page title="智能助手" className={s.page}>
      <section className={s.intro} aria-labelledby="ai-intro">
        <h2 id="ai-intro" className={s.introTitle}>
          您好，我是您的基金助手
        </h2>
        <p className={s.muted}>
          可以问我基金、对比、持仓、指数基金，或查看我的资产、自选和风险测评。
        </p>
        {hints.data && (
          <HintChips hints={hints.data.hints} onPick={(h) => void ask(h, 1)} disabled={busy} />
        )}
      </section>
      <ol className={s.transcript} aria-label="对话记录" aria-live="polite">
        {entries.map((e) =>
          e.role === 'user' ? (
            <li key={e.id} className={s.user}>
              <p className={s.bubbleUser}>{e.text}</p>
            </li>
          ) : (
            <li key={e.id} className={s.assistant}>
              {e.isExample && <ExampleTag className={s.example} />}
              {e.messages.map((m) =>
                m.type === 'card' && m.card ? (
                  <AiCardView key={m.id} card={m.card} client={client} />
                ) : (
                  <p key={m.id} className={s.bubble}>
                    {m.text}
                  </p>
                ),
              )}
              {e.hints && (
                <HintChips hints={e.hints} onPick={(h) => void ask(h, 1)} disabled={busy} />
              )}
              <div className={s.rate} role="group" aria-label="这个回答有帮助吗">
                <button
                  type="button"
                  className={s.rateButton}
                  aria-pressed={e.feedback === true}
                  disabled={e.feedback !== undefined}
                  onClick={() => void rate(e.id, true)}
                >
                  有用
                </button>
                <button
                  type="button"
                  className={s.rateButton}
                  aria-pressed={e.feedback === false}
                  disabled={e.feedback !== undefined}
                  onClick={() => void rate(e.id, false)}
                >
                  没用
                </button>
              </div>
            </li>
          ),
        )}
        {pending && (
          <li className={s.user}>
            <p className={s.bubbleUser}>{pending}</p>
            <div className={s.muted} role="status">
              <DotLoading /> 正在思考
            </div>
          </li>
        )}
      </ol>
      <div ref={endRef} />
      <form className={s.composer} onSubmit={onSubmit}>
        <label htmlFor="ai-question" className={s.hidden}>
          输入您的问题
        </label>
        <TextArea
          id="ai-question"
          className={s.input}
          value={text}
          onChange={(v) => {
            setText(v);
            if (error) setError(null);
          }}
          placeholder="输入基金代码、名称或问题"
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onEnterPress={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void ask(text, 0);
            }
          }}
        />
        <Button type="submit" color="primary" disabled={busy}>
          发送
        </Button>
        {error && (
          <p id={errorId} className={s.error} role="alert">
            {error}
          </p>
        )}
      </form>
      <p className={s.disclaimer}>以上内容仅供参考，不构成投资建议。基金有风险，投资需谨慎。</p>
    </Page>
  );
}

export default ChatScreen;
