import { defineArea } from '../define';
import { accountsHandlers } from './handlers';

/** The 'accounts' area (spec 000): login, signup, profile, identity, cards, trade password, risk test. */
export const accountsArea = defineArea({
  id: 'accounts',
  migrations: [
    {
      id: 1,
      name: 'uploaded avatars, four sizes each',
      sql: `CREATE TABLE avatars (user_id INTEGER NOT NULL, size TEXT NOT NULL, mime TEXT NOT NULL,
  data BLOB NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (user_id, size)) WITHOUT ROWID;`,
    },
  ],
  userTables: ['avatars'],
  handlers: { ...accountsHandlers },
});
