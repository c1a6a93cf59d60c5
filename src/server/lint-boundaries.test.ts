/**
 * The boundary rules in eslint.config.js fire: a feature importing another feature, infrastructure importing a
 * feature and an import cycle are errors; the imports the layers allow are not. Each check lints a file's text
 * under a path of the repository with the real configuration, so a rule whose files or zones drift is caught.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../..', import.meta.url));

const eslint = new ESLint({
  cwd: repository,
  // Only the import rules run: the type-aware rules would build TypeScript's whole program, which these do not need.
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  overrideConfig: { languageOptions: { parserOptions: { project: false } } },
});

/** The import rules' findings for this text at this path (which need not exist). */
async function importProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repository}${filePath}` });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('server boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const problems = await importProblems(
      'src/server/features/bookings/boundary-probe.ts',
      "export { listNotifications } from '#server/features/notifications/service';\n",
    );
    expect(problems).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Features do not import each other') as string,
      },
    ]);
  });

  it('lets a feature import its own modules, infrastructure and the domain', async () => {
    const problems = await importProblems(
      'src/server/features/bookings/boundary-probe.ts',
      [
        "export { bookingRoutes } from './routes.js';",
        "export { notifyNewBooking } from '#server/notices/visitor-record-notices';",
        "export { BOOKING_STATUSES } from '#domain/booking-management';",
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('refuses infrastructure importing a feature', async () => {
    const problems = await importProblems(
      'src/server/mail/boundary-probe.ts',
      "export { saveSiteSettings } from '#server/features/site/service';\n",
    );
    expect(problems).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Infrastructure imports no feature') as string,
      },
    ]);
  });

  it('lets the composition roots and tests import features', async () => {
    const feature = "export { saveSiteSettings } from '#server/features/site/service';\n";
    expect(await importProblems('src/server/jobs/registry.ts', feature)).toEqual([]);
    expect(await importProblems('src/server/mail/boundary-probe.test.ts', feature)).toEqual([]);
    expect(await importProblems('src/server/testing/boundary-probe.ts', feature)).toEqual([]);
  });
});

describe('import cycles', () => {
  // visit-times.ts imports india-calendar.ts; the text below stands in for india-calendar.ts.
  it('refuses a module importing one that imports it back', async () => {
    const problems = await importProblems(
      'src/domain/india-calendar.ts',
      "export { visitSlotLabel } from './visit-times.js';\n",
    );
    expect(problems).toEqual([{ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }]);
  });

  it('lets a module import one that does not lead back to it', async () => {
    const problems = await importProblems(
      'src/domain/india-calendar.ts',
      "export { formatINR } from './price-format.js';\n",
    );
    expect(problems).toEqual([]);
  });
});
