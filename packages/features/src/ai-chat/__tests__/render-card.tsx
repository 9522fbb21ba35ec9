import { detectClient } from '@jijin/core/navigation';
import { renderRoute } from '../../shared/test/render';
import { AiCardView } from '../components/ai-card';
import type { AiCard } from '../card-links';

/** One AI answer card on `/ai/` as a browser client sees it, with the app's store and router. */
export function renderCard(card: AiCard) {
  return renderRoute({
    url: '/ai/',
    routes: [
      { path: '/ai/', element: <AiCardView card={card} client={detectClient('Mozilla/5.0')} /> },
    ],
  });
}
