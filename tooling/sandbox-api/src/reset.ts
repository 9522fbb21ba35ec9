/** `pnpm --filter @jijin/sandbox-api reset`: deletes the database file so the next start re-creates and re-seeds it. */
import { rmSync } from 'node:fs';
import { DEFAULT_DB_FILE } from './db/open';

const file = process.env.SANDBOX_DB ?? DEFAULT_DB_FILE;
if (file === ':memory:') process.exit(0);
for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
console.log(`sandbox-api: removed ${file}; the next start seeds a fresh database.`);
