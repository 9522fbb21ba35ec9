/**
 * The reply being built for one utterance (contract `AiMessage`, `AiCard`; spec 001 §6, §9): its
 * text and card messages in order, the go-to-login card for guests, the list size, and the card
 * shapes several answers share.
 */
import type { components } from '@jijin/core';
import type { OperationKey } from '../define';
import type { FundRef } from './intents';

type AiCard = components['schemas']['AiCard'];
type Fund = components['schemas']['Fund'];

/** One assistant message before it is stored (ids are given when stored). */
export type Draft = { type: 'text'; text: string } | { type: 'card'; card: AiCard };

/** The cards a guest gets the go-to-login card for (spec 001 §6). */
export const PERSONAL_KINDS = [
  'asset_health',
  'investment_risk',
  'status_follow',
  'followed_list',
] as const;

/** AI lists show the top 5 (spec 001 §9). */
export const AI_LIST_SIZE = 5;

/** The messages of one answer, in the order they are said. */
export class Reply {
  readonly messages: Draft[] = [];

  say(text: string): void {
    this.messages.push({ type: 'text', text });
  }

  card(card: AiCard): void {
    this.messages.push({ type: 'card', card });
  }

  /** A guest asking for a personal card: the go-to-login text and card (spec 001 §6). */
  login(kind: (typeof PERSONAL_KINDS)[number], what: string): void {
    this.say(`登录后才能查看${what}。`);
    this.card({ type: 'login', title: `登录后查看${what}`, login_for: kind });
  }
}

/** A card with the operation it was filled from and its answer (none when the operation refused). */
export function withData(card: AiCard, source: OperationKey, data: unknown): AiCard {
  return data === undefined ? { ...card, source } : { ...card, source, data };
}

/** A fund card (`fund`) with the fund's figures when the fund operation answered. */
export function fundCard(ref: FundRef, f: Fund | undefined): AiCard {
  return {
    type: 'fund',
    title: ref.name,
    symbol: ref.code,
    source: 'GET /symbols/funds/{symbol}/',
    ...(f ? { fund: f } : {}),
  };
}
