import { defineArea } from '../define';
import { adsHandlers } from './ads';

/** The 'home' area (spec 000 §2, §7): ad slots and FAQ feedback. */
export const homeArea = defineArea({
  id: 'home',
  handlers: { ...adsHandlers },
});
