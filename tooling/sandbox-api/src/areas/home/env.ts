/**
 * The environment notice (`GET /env/`, designed): the sandbox says it is a demonstration backend
 * and what it simulates, once, so no screen has to know which backend answers (README
 * "Environment notice").
 */
import type { SandboxArea } from '../define';

/** The line the app frame shows once, dismissible. */
export const ENV_NOTICE = '演示环境：行情为历史真实数据回放，交易为模拟';

export const envHandlers = {
  'GET /env/': ({ ctx }) => ({
    name: '演示环境',
    notice: ENV_NOTICE,
    simulated: [
      '行情为历史真实数据回放（净值、指数收盘按其真实日期）',
      '交易为模拟，不发生真实资金往来',
      '理财宝收益为2013-2014年真实货币基金收益序列平移回放',
    ],
    today: ctx.today(),
  }),
} satisfies SandboxArea['handlers'];
