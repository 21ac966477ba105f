// @vitest-environment node
/**
 * Every message in the person's language (docs/api-contract.md, "Errors"): a failure whose body names
 * a known code is worded by the console in Thai or English; any other keeps the service's own text
 * after a translated lead sentence.
 */
import { HttpError, type TranslateFunction } from 'react-admin';
import { afterAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n/index.ts';
import { errorText, SERVICE_TEXT_LEAD } from '../../../src/components/errorText.ts';
import { errorCodeForStatus, SERVICE_ERROR_CODES } from '../../../src/contract/errors.ts';
import { codeMessage, errorMessageFromBody } from '../../../src/data/httpErrors.ts';

const i18n = createI18nProvider([]);
const translate: TranslateFunction = (key, options) => i18n.translate(key, options);
afterAll(() => i18n.changeLocale('th'));

/** The failure the HTTP client raises for an answer with this status and body. */
const answered = (status: number, body: Record<string, unknown>) =>
  new HttpError(errorMessageFromBody(JSON.stringify(body), body, status, 'merchant'), status, body);

describe('a failure named by a known code', () => {
  it('carries the translation key of its code, not the service’s English text', () => {
    const body = { code: 'not_found', message: 'Customer CUT0021 not found' };
    expect(errorMessageFromBody(JSON.stringify(body), body, 404, 'merchant')).toBe(
      'pa.failure.code.not_found',
    );
    expect(errorMessageFromBody('', { code: 'conflict', message: 'Version 3 is not 4' }, 412)).toBe(
      'pa.failure.code.conflict',
    );
    // A refusal and a server error keep the words that name the service.
    expect(
      errorMessageFromBody('', { code: 'forbidden', message: 'Forbidden by role' }, 403, 'merchant'),
    ).toBe('pa.failure.merchant.forbidden');
  });

  it('reads in Thai in the Thai UI and in English in the English one', async () => {
    const deleted = answered(404, { code: 'not_found', message: 'Customer CUT0021 not found' });
    await i18n.changeLocale('th');
    expect(errorText(deleted, translate)).toBe('ไม่พบรายการนี้ อาจถูกลบไปแล้วโดยผู้ใช้งานอื่น');
    await i18n.changeLocale('en');
    expect(errorText(deleted, translate)).toBe(
      'This record was not found: it may have been deleted by someone else.',
    );
  });

  it('words a write refused for naming no version (428) in the person’s language', async () => {
    const unversioned = answered(428, {
      code: 'version_required',
      message: 'announcements ANN0007 is written without If-Match: send the version it was read at',
    });
    expect(errorCodeForStatus(428)).toBe('version_required');
    await i18n.changeLocale('th');
    expect(errorText(unversioned, translate)).toBe(
      'การแก้ไขนี้ไม่ได้ระบุเวอร์ชันของรายการที่ใช้แก้ไข กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    );
    await i18n.changeLocale('en');
    expect(errorText(unversioned, translate)).toMatch(/^The change did not say which version/);
  });

  it('has a message in both languages for every code of the contract', async () => {
    for (const locale of ['th', 'en']) {
      await i18n.changeLocale(locale);
      for (const code of SERVICE_ERROR_CODES) {
        const key = codeMessage(code, 'merchant');
        const words = translate(key);
        expect(words, `${locale} ${code}`).not.toBe(key);
        expect(words.trim().length, `${locale} ${code}`).toBeGreaterThan(5);
      }
    }
  });

  it('takes the code of validation, refusal, not found and conflict from the status when the mock names none', () => {
    expect(errorCodeForStatus(400, true)).toBe('validation');
    // A refusal by a business rule says why in its own text.
    expect(errorCodeForStatus(400)).toBeUndefined();
    expect(errorCodeForStatus(409)).toBeUndefined();
    expect(errorCodeForStatus(403)).toBe('forbidden');
    expect(errorCodeForStatus(404)).toBe('not_found');
    expect(errorCodeForStatus(412)).toBe('conflict');
    expect(errorCodeForStatus(503)).toBe('server');
    expect(errorCodeForStatus(418)).toBeUndefined();
  });
});

describe('a failure with a code the console does not know, or none', () => {
  it('shows the service’s text after a translated lead sentence', async () => {
    const odd = answered(429, { code: 'rate_limited', message: 'Quota of 100 calls a minute exceeded' });
    expect(odd.message).toBe('Quota of 100 calls a minute exceeded');
    await i18n.changeLocale('th');
    expect(errorText(odd, translate)).toBe(
      'ระบบไม่สามารถดำเนินการตามคำขอได้ ข้อความจากระบบ: Quota of 100 calls a minute exceeded',
    );
    await i18n.changeLocale('en');
    expect(errorText(odd, translate)).toBe(
      'The service could not carry out the request. It said: Quota of 100 calls a minute exceeded',
    );
    const uncoded = answered(400, { message: 'Bank 999 is closed today' });
    expect(errorText(uncoded, translate)).toBe(`${translate(SERVICE_TEXT_LEAD)} Bank 999 is closed today`);
  });

  it('leaves a key or the raw text to a caller that translates it itself, and the console’s own errors alone', async () => {
    const odd = answered(429, { code: 'rate_limited', message: 'Slow down' });
    expect(errorText(odd)).toBe('Slow down');
    expect(errorText(answered(404, { code: 'not_found', message: 'x' }))).toBe('pa.failure.code.not_found');
    await i18n.changeLocale('en');
    // An error of the console's own (no HTTP status) is not the service's text.
    expect(errorText(new Error('Draft could not be read'), translate)).toBe('Draft could not be read');
    expect(errorText(undefined, translate)).toBe(translate('ra.notification.http_error'));
  });
});
