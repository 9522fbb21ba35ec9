/**
 * The sandbox's product areas, one line each (CONTRIBUTING.md "Add a product area"). Handlers
 * not yet moved into an area are still registered by `src/handlers/` (the legacy registry) and
 * the rest of the contract falls back to the synthesizer, whose remaining count only goes down.
 */
import type { SandboxArea } from './define';
import { aiChatArea } from './ai-chat/index';
import { futuresArea } from './futures/index';

export const AREAS: readonly SandboxArea[] = [aiChatArea, futuresArea];
