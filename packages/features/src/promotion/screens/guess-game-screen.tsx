import { formatDate } from '@jijin/core';
import { isBetExpired } from '@jijin/core/trade';
import { feedback } from '@jijin/ui';
import { useState } from 'react';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { errorTitle } from '../../shared/trade-attempt';
import { useListBetGamesQuery, useBetGameMutation } from '../../promotion/api';
import s from './promotion.module.css';

type Game = Schemas['BetGame'];

/** The state line of a game: open, not yet open, closed (spec 001 §4: expired unless available is 0). */
export function gameStateText(g: Game): string {
  if (!isBetExpired(g)) return `竞猜进行中，${formatDate(g.bet_end_date ?? '')}截止`;
  if (g.available === 1) return `竞猜${formatDate(g.bet_start_date ?? '')}开始`;
  return '竞猜已截止';
}

function GameCard({ game }: { game: Game }) {
  const [bet, state] = useBetGameMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const expired = isBetExpired(game);
  const mine = game.bet_options.find((o) => o.selected);
  const result = game.bet_options.find((o) => o.status === 1);
  const decided = game.bet_options.some((o) => o.status !== 0);
  const place = async () => {
    if (!choice) return;
    try {
      await bet({ id: game.id, body: { option_code: choice } }).unwrap();
      feedback.toast(
        game.reward_coins
          ? `竞猜成功，结果公布后猜中可得${game.reward_coins}金币`
          : '竞猜成功，结果公布后揭晓',
      );
    } catch (e) {
      feedback.toast(errorTitle(e));
    }
  };
  return (
    <li className={s.card} aria-labelledby={`game-${game.id}`}>
      <h2 id={`game-${game.id}`} className={s.title}>
        {game.name}
      </h2>
      <p className={s.muted}>{gameStateText(game)}</p>
      {game.game_date && (
        <p className={s.muted}>结果日：{formatDate(game.game_date)}（以当日单位净值为准）</p>
      )}
      <p className={s.muted}>
        参与{game.participants_total ?? 0}人{decided && `，猜中${game.guess_right_total ?? 0}人`}
      </p>
      {decided && (
        <p className={s.muted}>
          结果：<strong className={s.right}>{result ? result.name : '持平，无人猜中'}</strong>
          {mine && (mine.status === 1 ? '，您猜中了' : '，您未猜中')}
        </p>
      )}
      {mine ? (
        <p className={s.muted}>我的竞猜：{mine.name}</p>
      ) : expired ? null : (
        <>
          <div className={s.options} role="radiogroup" aria-label={`${game.name}的选项`}>
            {game.bet_options.map((o) => (
              <button
                key={o.code}
                type="button"
                role="radio"
                aria-checked={choice === o.code}
                className={`${s.option} ${choice === o.code ? s.optionSelected : ''}`}
                onClick={() => setChoice(o.code)}
              >
                {o.name}
              </button>
            ))}
          </div>
          <div className={s.options}>
            <button
              type="button"
              className={`${s.option} ${s.optionSelected}`}
              disabled={!choice || state.isLoading}
              onClick={() => void place()}
            >
              确认竞猜
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * /promotion/guessgame/ (spec 001 §2, §3 Bet game, §4): bet games on a real fund's NAV — options,
 * one bet per game, results after the game date, participants and right-guess totals.
 */
export function GuessGameScreen() {
  const gamesQ = useListBetGamesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page title="猜涨跌">
      <QueryState query={gamesQ}>
        {(games) => (
          <ul aria-label="竞猜列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {games.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}

export default GuessGameScreen;
