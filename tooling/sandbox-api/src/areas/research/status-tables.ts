/**
 * The tables of statuses (posts), comments, likes and user follows (spec 001 §7 "Statuses",
 * "Users"); their handlers are in ./statuses.ts.
 */
import type { AreaMigration } from '../define';

/** User posts get ids above this; the seeded examples live below it. */
export const USER_STATUS_ID_BASE = 100000;

export const statusMigrations: AreaMigration[] = [
  {
    id: 1,
    name: 'statuses, comments, likes, user follows',
    sql: `
CREATE TABLE research_example_statuses (id INTEGER PRIMARY KEY, title TEXT, text TEXT NOT NULL,
  content_type INTEGER NOT NULL, content_subtype INTEGER, symbols TEXT NOT NULL DEFAULT '',
  source TEXT, publish_at TEXT NOT NULL);
CREATE TABLE user_statuses (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL,
  title TEXT, text TEXT NOT NULL, content_type INTEGER NOT NULL, symbols TEXT NOT NULL DEFAULT '',
  portfolio_id INTEGER, publish_at TEXT NOT NULL);
INSERT INTO sqlite_sequence (name, seq) VALUES ('user_statuses', ${USER_STATUS_ID_BASE});
CREATE INDEX user_statuses_user ON user_statuses (user_id, id);
CREATE TABLE status_likes (status_id INTEGER NOT NULL, user_id INTEGER NOT NULL,
  created_at TEXT NOT NULL, PRIMARY KEY (status_id, user_id)) WITHOUT ROWID;
CREATE TABLE status_comments (id INTEGER PRIMARY KEY AUTOINCREMENT, status_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL, text TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE INDEX status_comments_status ON status_comments (status_id, id);
CREATE TABLE user_follows (user_id INTEGER NOT NULL, target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL, PRIMARY KEY (user_id, target_id)) WITHOUT ROWID;
`,
  },
];
