import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { appPaths } from '../../app/routes/index';
import { ExampleTag, feedback } from '@jijin/ui';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { errorMessage } from '../../shared/errors';
import { useAdoptAiBotMutation, useGetMyAiBotQuery } from '../../ai-chat/api';
import s from './bot-screen.module.css';

/**
 * /ai/bot/ — the user's assistant (spec 001 §7 AI: `GET /ai/bot/mine/`, `POST /ai/bot/adoption/`):
 * its name and whether it is adopted; 领养 adopts it.
 */
export function BotScreen() {
  const bot = useGetMyAiBotQuery();
  const [adopt, adoptState] = useAdoptAiBotMutation();
  const onAdopt = async () => {
    if (!bot.data) return;
    const r = await adopt({ body: { bot_id: bot.data.id } });
    void feedback.toast(r.error ? errorMessage(r.error) : '领养成功');
  };
  return (
    <Page title="我的助手">
      <LoadState query={bot}>
        {bot.data && (
          <section className={s.card} aria-labelledby="bot-name">
            <div className={s.avatar} aria-hidden="true">
              {bot.data.name.slice(0, 1)}
            </div>
            <h2 id="bot-name" className={s.name}>
              {bot.data.name}
            </h2>
            {bot.data.is_example && <ExampleTag />}
            <p className={s.state}>{bot.data.adopted ? '已领养' : '未领养'}</p>
            {bot.data.adopted ? (
              <Link className={s.link} to={appPaths.aiChat()}>
                和{bot.data.name}聊聊
              </Link>
            ) : (
              <Button
                color="primary"
                block
                loading={adoptState.isLoading}
                onClick={() => void onAdopt()}
              >
                领养
              </Button>
            )}
          </section>
        )}
      </LoadState>
    </Page>
  );
}

export default BotScreen;
