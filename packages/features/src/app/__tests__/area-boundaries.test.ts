import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../../..');
const eslint = new ESLint({ cwd: repo });

/** The area-boundary messages ESLint (the repo's own eslint.config.mjs) gives `code` at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repo, 'packages/features/src', file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'jijin/area-boundaries')
    .map((m) => m.message);
}

describe('lint: an area imports only its own folder, app/ and shared/', () => {
  it('lets an area import its own files by plain relative path, the frame and shared', async () => {
    const code = [
      "import { fundsApi } from '../api';",
      "import { FundTitle } from '../components/fund-title';",
      "import { Page } from '../../app/page';",
      "import { LoadState } from '../../shared/load-state';",
      "import { formatMoney } from '@jijin/core';",
      "export const load = () => import('./buy-screen');",
    ].join('\n');
    expect(await boundaryErrors('funds/screens/x-screen.tsx', code)).toEqual([]);
  });

  it('fails an import that leaves the area folder, however it is spelled', async () => {
    const code = [
      "import { a } from '../../accounts/api';",
      "import { b } from '../../../src/home/api';",
      "export { c } from '../../account-funds/index';",
      "export const load = () => import('../../accounts/screens/login-screen');",
    ].join('\n');
    const errors = await boundaryErrors('funds/screens/x-screen.tsx', code);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toContain("leaves the 'funds' folder for 'accounts'");
    expect(errors[1]).toContain("for 'home'");
  });

  it('fails an area importing the package entry (its own barrel)', async () => {
    const code = "import { homeArea } from '@jijin/features';\nimport { x } from '../../index';";
    expect(await boundaryErrors('funds/index.ts', code)).toHaveLength(2);
  });

  it('fails the frame (app/) importing an area or shared/', async () => {
    const code = "import { homeArea } from '../home/index';\nimport { x } from '../shared/errors';";
    const errors = await boundaryErrors('app/tab-bar.tsx', code);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('the frame (app/) imports no area');
  });

  it('fails shared/ importing an area', async () => {
    expect(
      await boundaryErrors('shared/paged-list.tsx', "import { x } from '../funds/api';"),
    ).toHaveLength(1);
  });
});
