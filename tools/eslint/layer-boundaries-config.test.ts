import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('.');
const file = (p: string) => path.join(root, p);

// The repository's own ESLint configuration applies the rule (not only the rule in isolation).
describe('eslint.config.js', () => {
  const lint = async (filePath: string, code: string) => {
    const { ESLint } = await import('eslint');
    const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: file(filePath) });
    return result!.messages.map((m) => m.ruleId);
  };

  it('fails on a planted engine → node:fs import', async () => {
    const rules = await lint(
      'packages/engine/src/planted.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    );
    expect(rules).toContain('layers/layer-boundaries');
  }, 30_000);

  it('fails on a planted route → job import', async () => {
    const rules = await lint(
      'apps/api/src/modules/stocks/planted.routes.ts',
      "import { runScoreJob } from '../../jobs/score/score-job';\nexport const x = runScoreJob;\n",
    );
    expect(rules).toContain('layers/layer-boundaries');
  }, 30_000);

  it('passes the same code where the direction allows it', async () => {
    const rules = await lint(
      'apps/api/src/jobs/score/planted.ts',
      "import { loadUniverse } from '../../read-model/universe.repository';\nexport const x = loadUniverse;\n",
    );
    expect(rules).not.toContain('layers/layer-boundaries');
  }, 30_000);

  it('fails on a planted cross-module repository import, passes the module’s own and a service type', async () => {
    for (const [planted, code] of [
      [
        'apps/api/src/modules/alerts/x.ts',
        "import { scoresOfRun } from '../stocks/statements.repository';",
      ],
      [
        'apps/api/src/modules/billing/x.ts',
        "import { getOrCreateSecret } from '../auth/auth.repository';",
      ],
      [
        'apps/api/src/modules/health/x.ts',
        "import { markImportFailed } from '../../data/import-run-writes.repository';",
      ],
    ]) {
      expect(await lint(planted!, `${code}\nexport const x = 1;\n`)).toContain(
        'layers/layer-boundaries',
      );
    }
    for (const [planted, code] of [
      ['apps/api/src/modules/alerts/x.ts', "import { alertsOf } from './alerts.repository';"],
      [
        'apps/api/src/modules/alerts/x.ts',
        "import type { ListsService } from '../lists/lists.service';",
      ],
      [
        'apps/api/src/modules/alerts/x.ts',
        "import { latestSucceededRun } from '../../read-model/read-model.repository';",
      ],
    ]) {
      expect(await lint(planted!, `${code}\nexport const x = 1;\n`)).not.toContain(
        'layers/layer-boundaries',
      );
    }
  }, 60_000);

  it('fails on a planted query in a module service, passes it in a repository and as a type', async () => {
    const query =
      "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema';\nexport const q = [eq, users];\n";
    expect(await lint('apps/api/src/modules/auth/planted.service.ts', query)).toContain(
      'layers/layer-boundaries',
    );
    expect(await lint('apps/api/src/modules/auth/planted.repository.ts', query)).not.toContain(
      'layers/layer-boundaries',
    );
    expect(
      await lint(
        'apps/api/src/modules/auth/planted.service.ts',
        "import type { users } from '../../db/schema';\nexport type U = typeof users.$inferSelect;\n",
      ),
    ).not.toContain('layers/layer-boundaries');
  }, 30_000);

  it('fails on a planted query in a job or the HTTP layer, passes it in the database layer and the test kits', async () => {
    const query = (up: string) =>
      `import { eq } from 'drizzle-orm';\nimport { users } from '${up}db/schema';\nexport const q = [eq, users];\n`;
    for (const planted of ['apps/api/src/jobs/score/planted.ts', 'apps/api/src/jobs/planted.ts']) {
      const up = planted.split('/').length === 5 ? '../' : '../../';
      expect(await lint(planted, query(up))).toContain('layers/layer-boundaries');
    }
    expect(await lint('apps/api/src/http/planted.ts', query('../'))).toContain(
      'layers/layer-boundaries',
    );
    expect(await lint('apps/api/src/planted.ts', query('./'))).toContain('layers/layer-boundaries');
    for (const allowed of [
      'apps/api/src/http/planted.repository.ts',
      'apps/api/src/jobs/planted.repository.ts',
      'apps/api/src/db/planted.ts',
      'apps/api/src/test/planted-kit.ts',
    ]) {
      expect(await lint(allowed, query('../'))).not.toContain('layers/layer-boundaries');
    }
  }, 60_000);
});
