// @vitest-environment node
/**
 * The import boundaries of eslint.config.js (docs/architecture.md), proven against deliberate bad
 * imports: each is linted as if it were a file of the folder and must fail with the boundary message,
 * while the same import from the composition root passes.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/layout/SideMenu.tsx', "import { resources } from '../../resources/declared.ts';"],
    ['src/layout/AccountMenu.tsx', "import { resetDemoData } from '../../mocks/browser.ts';"],
    ['src/schema/fields/status.tsx', "import { createI18nProvider } from '../../../i18n/index.ts';"],
    ['src/schema/fields/status.tsx', "import { SideMenu } from '../../layout/SideMenu.tsx';"],
    ['src/contract/paged.ts', "import type { ResourceDefinition } from '../schema/types.ts';"],
    ['resources/management/users/declaration.ts', "import { DEMO_ROLES } from '../../../mocks/roles.ts';"],
    // resources/ reaches the engine through its entries only.
    [
      'resources/management/users/declaration.ts',
      "import type { FieldDeclaration } from '../../../src/schema/types.ts';",
    ],
    [
      'resources/account/common/RatesEdit.tsx',
      "import { useDeclaration } from '../../../src/schema/declarationContext.tsx';",
    ],
    [
      'resources/process/reconcile/reconcileApi.ts',
      "import { malformedResponse } from '../../../src/data/http.ts';",
    ],
    [
      'resources/store/store-detail/StoreFiles.tsx',
      "import { errorText } from '../../../src/components/errorText.ts';",
    ],
    ['resources/index.ts', "import { createMenuCatalogue } from '../src/auth/menus.ts';"],
    ['resources/catalog/statuses.ts', "import type { AppConfig } from '@/src/config/types.ts';"],
    ['i18n/index.ts', "import { registry } from '../resources/declared.ts';"],
    ['i18n/messages/failures.ts', "import type { FailureKind } from '../../src/data/http.ts';"],
    ['mocks/handlers/session.ts', "import { SideMenu } from '../../src/layout/SideMenu.tsx';"],
    // The mock backend reaches the engine through its node-safe entries only.
    ['mocks/handlers/validate.ts', "import type { FieldDeclaration } from '../../src/schema/types.ts';"],
    ['mocks/services.ts', "import type { AppConfig } from '../src/config/types.ts';"],
    ['mocks/auth/guard.ts', "import { hasAction } from '../../src/auth/permissions.ts';"],
    ['mocks/handlers/master.ts', "import { useHttpClient } from '../../src/data/index.ts';"],
    ['mocks/db/seeds/define.ts', "import type { ResourceDeclaration } from '@/src/schema/types.ts';"],
    [
      'resources/management/audit-log/mock.ts',
      "import { hasAction } from '../../../src/auth/permissions.ts';",
    ],
    [
      'resources/store/store-detail/seed.ts',
      "import type { FieldDeclaration } from '../../../src/schema/types.ts';",
    ],
    ['resources/management/users/seed.ts', "import { SideMenu } from '../../../src/layout/SideMenu.tsx';"],
    ['src/App.tsx', "import { mockRoutes } from '../resources/mock.ts';"],
    ['src/main.tsx', "import { merchants } from '../resources/store/store-detail/seed.ts';"],
    ['resources/store/store-detail/StoreFiles.tsx', "import { merchants } from './seed.ts';"],
    ['resources/account/funding-transfer/FundingTabs.tsx', "import { routes } from './mock.ts';"],
  ])('%s may not: %s', async (filePath, code) => {
    const errors = await boundaryErrors(filePath, `${code}\nexport {};\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Import boundary: /);
  });

  it('lets the composition root import the registry, the i18n catalogue and the mocks', async () => {
    const code = [
      "import { registry } from '../resources/declared.ts';",
      "import { createI18nProvider } from '../i18n/index.ts';",
      "export const load = () => import('../mocks/browser.ts');",
      'export { registry, createI18nProvider };',
    ].join('\n');
    expect(await boundaryErrors('src/App.tsx', code)).toEqual([]);
  });

  it("lets an entity's seed rows and mock routes import the mock plumbing, and each other", async () => {
    const code = [
      "import { defineTable } from '../../../mocks/db/seeds/define.ts';",
      "import { json } from '../../../mocks/handlers/respond.ts';",
      "import { emailOwner } from '../store-register-information/mock.ts';",
      'export { defineTable, json, emailOwner };',
    ].join('\n');
    expect(await boundaryErrors('resources/store/user-management/mock.ts', code)).toEqual([]);
    expect(await boundaryErrors('resources/store/user-management/seed.ts', code)).toEqual([]);
  });

  it('lets the mock backend import the node-safe entries of the engine and the contract', async () => {
    const code = [
      "import type { FieldDeclaration, ResourceDefinition } from '../../src/schema/index.ts';",
      "import { derivePermissionMap, hasAction, type PermissionKey } from '../../src/auth/index.ts';",
      "import type { AppConfig } from '../../src/config/index.ts';",
      "import { SERVICE_NAMES } from '../../src/contract/services.ts';",
      'export type { FieldDeclaration, ResourceDefinition, PermissionKey, AppConfig };',
      'export { derivePermissionMap, hasAction, SERVICE_NAMES };',
    ].join('\n');
    expect(await boundaryErrors('mocks/handlers/entities.ts', code)).toEqual([]);
    const entityCode = code.replaceAll("'../../src/", "'../../../src/");
    expect(await boundaryErrors('resources/management/audit-log/mock.ts', entityCode)).toEqual([]);
    expect(await boundaryErrors('resources/store/store-detail/seed.ts', entityCode)).toEqual([]);
  });

  it('lets a declaration import the engine and the catalogue', async () => {
    const code = [
      "import { declare } from '../../catalog/define.ts';",
      "import type { ResourceDefinition } from '../../../src/schema/index.ts';",
      'export type { ResourceDefinition };',
      'export { declare };',
    ].join('\n');
    expect(await boundaryErrors('resources/management/users/declaration.ts', code)).toEqual([]);
  });

  it("lets an entity's pages import the engine's entries and the contract", async () => {
    const code = [
      "import { GeneratedList, useDeclaration } from '../../../src/schema/pages.ts';",
      "import { formatSatang, useHttpClient } from '../../../src/data/index.ts';",
      "import { errorText, LoadError } from '../../../src/components/index.ts';",
      "import { createMenuCatalogue } from '../../../src/auth/index.ts';",
      "import { DEFAULT_PAGE_SIZE } from '../../../src/contract/paged.ts';",
      'export { GeneratedList, useDeclaration, formatSatang, useHttpClient, errorText, LoadError };',
      'export { createMenuCatalogue, DEFAULT_PAGE_SIZE };',
    ].join('\n');
    expect(await boundaryErrors('resources/account/common/RatesEdit.tsx', code)).toEqual([]);
  });
});
