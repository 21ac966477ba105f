// @vitest-environment node
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import raThai from '../../i18n/ra-th';
import { th as recordsTh } from '../../i18n/messages/parts/records.ts';
import { leftOut } from '../support/raLeftOut.ts';

type Catalogue = { [key: string]: Catalogue | string | undefined };

function flatten(messages: Catalogue, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') Object.assign(out, flatten(value, path));
    else out[path] = value as unknown as string;
  }
  return out;
}

const placeholders = (text: string): string[] => [
  ...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1])),
];

/**
 * Placeholders that English only uses in the singular form of a `||||` message and that some callers
 * do not pass. Thai has one plural form, so keeping them would print the raw `%{...}` token:
 * BulkUpdateWithConfirmButton passes only `smart_count` and `name` to these two messages.
 */
const SINGULAR_ONLY_PLACEHOLDERS: Record<string, string[]> = {
  'ra.message.bulk_update_title': ['recordRepresentation'],
  'ra.message.bulk_update_content': ['recordRepresentation'],
};

const en = Object.fromEntries(
  Object.entries(flatten(englishMessages as Catalogue)).filter(([key]) => !leftOut(key)),
);
/**
 * The Thai catalogue as a record's screens have it: i18n/ra-th.ts and the react-admin messages of the
 * `records` part (i18n/messages/parts/records.ts), which loads with them.
 */
const thaiMessages = {
  ...raThai,
  ra: {
    ...raThai.ra,
    input: { ...raThai.ra.input, ...recordsTh.ra.input },
    validation: { ...raThai.ra.validation, ...recordsTh.ra.validation },
  },
};
const th = flatten(thaiMessages as Catalogue);

describe('Thai react-admin catalogue', () => {
  it('has exactly the keys of ra-language-english, but for the sections no part of the console shows', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty value (whitespace only where English is whitespace only)', () => {
    for (const [key, value] of Object.entries(th)) {
      expect(typeof value, key).toBe('string');
      expect(value.length, key).toBeGreaterThan(0);
      if (en[key].trim() !== '') expect(value.trim(), key).not.toBe('');
    }
  });

  it('keeps every %{placeholder} of the English value', () => {
    for (const [key, english] of Object.entries(en)) {
      const exempt = SINGULAR_ONLY_PLACEHOLDERS[key] ?? [];
      for (const name of placeholders(english)) {
        if (exempt.includes(name)) continue;
        expect(th[key], `${key} lacks %{${name}}`).toContain(`%{${name}}`);
      }
    }
  });

  it('documents its placeholder exemptions accurately', () => {
    for (const [key, names] of Object.entries(SINGULAR_ONLY_PLACEHOLDERS)) {
      const [singular, ...others] = en[key].split('||||');
      expect(others.length, key).toBeGreaterThan(0);
      for (const name of names) {
        expect(singular, key).toContain(`%{${name}}`);
        for (const other of others) expect(other, key).not.toContain(`%{${name}}`);
        expect(th[key], key).not.toContain(`%{${name}}`);
      }
    }
  });

  it('introduces no placeholder unknown to English', () => {
    for (const [key, value] of Object.entries(th)) {
      for (const name of placeholders(value)) {
        expect(placeholders(en[key]), `${key} has unknown %{${name}}`).toContain(name);
      }
    }
  });

  it('uses a single plural form, as polyglot does for Thai', () => {
    for (const [key, value] of Object.entries(th)) {
      expect(value, key).not.toContain('||||');
    }
  });

  it('renders through polyglot with locale th without leftover tokens', () => {
    const i18n = polyglotI18nProvider(() => thaiMessages as TranslationMessages, 'th');
    for (const [key, english] of Object.entries(en)) {
      const args: Record<string, string | number> = { smart_count: 3 };
      for (const name of placeholders(english)) if (name !== 'smart_count') args[name] = `<${name}>`;
      const text = i18n.translate(key, args);
      expect(text, key).not.toMatch(/%\{/);
      expect(text, key).not.toBe(key);
    }
    expect(
      i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 25 }),
    ).toBe('แสดง 1-10 จาก 25');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('เลือกแล้ว 1 รายการ');
    // Arguments passed by BulkUpdateWithConfirmButton.
    expect(i18n.translate('ra.message.bulk_update_title', { smart_count: 4, name: 'ร้านค้า' })).toBe(
      'อัปเดต ร้านค้า จำนวน 4 รายการ',
    );
  });

  // The sections left out (tests/support/raLeftOut.ts) are those of these parts.
  it('leaves out only sections whose parts the console does not use', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.tsx?$/.test(entry.name) ? [path] : [];
      });
    // The parts of react-admin that show ra.saved_queries, ra.configurable or ra.guesser.
    const parts =
      /\b(SavedQueriesList|AddSavedQueryDialog|AddSavedQueryIconButton|RemoveSavedQueryDialog|RemoveSavedQueryIconButton|Configurable|DatagridConfigurable|SimpleFormConfigurable|SimpleListConfigurable|InspectorButton|Inspector|ListGuesser|EditGuesser|ShowGuesser)\b/;
    const offending: string[] = [];
    for (const file of [...sources('src'), ...sources('resources')]) {
      const code = readFileSync(file, 'utf8');
      const imports = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-admin'/g)].map((m) => m[1]);
      if (imports.some((names) => parts.test(names))) offending.push(`${file}: imports one of them`);
      // react-admin's FilterButton offers saved queries unless told not to.
      for (const tag of code.match(/<FilterButton\b[^>]*>/g) ?? [])
        if (!tag.includes('disableSaveQuery')) offending.push(`${file}: ${tag} without disableSaveQuery`);
    }
    expect(offending).toEqual([]);
  });
});
