import { defineArea } from '../define';
import { accountsHandlers } from './handlers';
import { disclosureHandlers } from './disclosures';
import { socialHandlers } from './social';
import { sliderHandlers } from './slider';
import { avatarAsset } from './avatar';

/**
 * The 'accounts' area (spec 000): login, signup, profile (avatar, social bindings), identity,
 * cards, trade password, the risk test and suitability, risk disclosures and notice marks.
 */
export const accountsArea = defineArea({
  id: 'accounts',
  migrations: [
    {
      id: 1,
      name: 'uploaded avatars, four sizes each',
      sql: `CREATE TABLE avatars (user_id INTEGER NOT NULL, size TEXT NOT NULL, mime TEXT NOT NULL,
  data BLOB NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (user_id, size)) WITHOUT ROWID;`,
    },
    {
      id: 2,
      name: 'social bindings, risk disclosure signatures, notice marks',
      sql: `CREATE TABLE social_bindings (user_id INTEGER NOT NULL, provider TEXT NOT NULL, nickname TEXT,
  bound_at TEXT NOT NULL, PRIMARY KEY (user_id, provider)) WITHOUT ROWID;
CREATE TABLE risk_disclosure_signs (user_id INTEGER NOT NULL, disclosure_id INTEGER NOT NULL,
  version TEXT NOT NULL, target TEXT NOT NULL, signed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, disclosure_id, version)) WITHOUT ROWID;
CREATE TABLE notice_marks (user_id INTEGER NOT NULL, code TEXT NOT NULL, marked_at TEXT NOT NULL,
  PRIMARY KEY (user_id, code)) WITHOUT ROWID;`,
    },
    {
      id: 3,
      name: 'login failures and password locks',
      sql: `CREATE TABLE login_failures (id INTEGER PRIMARY KEY, mobile TEXT NOT NULL, ip TEXT NOT NULL,
  kind TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX login_failures_mobile ON login_failures (mobile, kind, at);
CREATE INDEX login_failures_ip ON login_failures (ip, at);
CREATE TABLE login_locks (mobile TEXT PRIMARY KEY, locked_until INTEGER NOT NULL) WITHOUT ROWID;`,
    },
    {
      id: 4,
      name: 'slider check proofs, single use (spec 000 §5)',
      sql: `CREATE TABLE slider_tokens (token TEXT PRIMARY KEY, mobile TEXT NOT NULL,
  issued_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;`,
    },
    {
      id: 5,
      name: 'wrong answers of an SMS captcha',
      sql: `ALTER TABLE captchas ADD COLUMN fails INTEGER NOT NULL DEFAULT 0;`,
    },
    {
      id: 6,
      name: 'the pair a refresh token was rotated into (the reuse grace)',
      sql: `ALTER TABLE refresh_tokens ADD COLUMN next_access TEXT;
ALTER TABLE refresh_tokens ADD COLUMN next_refresh TEXT;`,
    },
  ],
  userTables: [
    'avatars',
    'social_bindings',
    'risk_disclosure_signs',
    'notice_marks',
    'login_failures',
    'login_locks',
    'slider_tokens',
  ],
  handlers: { ...accountsHandlers, ...disclosureHandlers, ...socialHandlers, ...sliderHandlers },
  assets: avatarAsset,
});
