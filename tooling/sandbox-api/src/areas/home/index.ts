import { defineArea } from '../define';
import { adsAsset, adsHandlers } from './ads';
import { faqFeedbackHandlers } from './faq-feedback';
import { envHandlers } from './env';

/** The 'home' area (spec 000 §2, §7): ad slots, FAQ feedback and the environment notice. */
export const homeArea = defineArea({
  id: 'home',
  migrations: [
    {
      id: 1,
      name: 'FAQ feedback',
      sql: `CREATE TABLE faq_feedbacks (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER,
  faq_id INTEGER NOT NULL, useful INTEGER NOT NULL, content TEXT, created_at TEXT NOT NULL);`,
    },
  ],
  userTables: ['faq_feedbacks'],
  handlers: { ...adsHandlers, ...faqFeedbackHandlers, ...envHandlers },
  assets: adsAsset,
});
