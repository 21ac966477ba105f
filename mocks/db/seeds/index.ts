/** Mock tables seeded from their declaration (./define.ts): one line per table. */
import type { DeclaredTable } from './define.ts';

export const DECLARED_TABLES: readonly DeclaredTable[] = [];
