// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Validator } from 'react-admin';
import { fieldValidators } from '../../../src/schema/fields/fieldValidators.ts';
import type { FieldDeclaration } from '../../../src/schema/types.ts';

/** First error a declared field gives for a value (react-admin runs them in order). */
async function firstError(field: FieldDeclaration, value: unknown, allValues: Record<string, unknown> = {}) {
  for (const validate of fieldValidators(field) as Validator[]) {
    const error = await validate(value, allValues, {});
    if (error) return error;
  }
  return undefined;
}

describe('fieldValidators', () => {
  it('requires a required field, with react-admin’s message', async () => {
    expect(await firstError({ source: 'name', type: 'text', required: true }, '')).toBe(
      'ra.validation.required',
    );
    expect(await firstError({ source: 'name', type: 'text', required: true }, 'x')).toBeUndefined();
  });

  it('takes No as the answer to a required yes/no, and asks when it is unanswered', async () => {
    const field: FieldDeclaration = { source: 'isContact', type: 'yesNo', required: true };
    expect(await firstError(field, false)).toBeUndefined();
    expect(await firstError(field, true)).toBeUndefined();
    expect(await firstError(field, null)).toBe('ra.validation.required');
  });

  it('leaves an empty optional value alone, whatever its type', async () => {
    for (const type of ['phone', 'email', 'url', 'thaiId', 'bankAccount', 'money'] as const) {
      expect(await firstError({ source: 'v', type } as FieldDeclaration, '')).toBeUndefined();
    }
  });

  it('checks maxLength on text', async () => {
    const error = await firstError({ source: 'name', type: 'text', maxLength: 3 }, 'abcd');
    expect(error).toMatchObject({ message: 'ra.validation.maxLength', args: { max: 3 } });
  });

  it('names the expected account length of the bank chosen in the same form', async () => {
    const field: FieldDeclaration = { source: 'accountNo', type: 'bankAccount', bankSource: 'bankCode' };
    expect(await firstError(field, '1234567890', { bankCode: '030' })).toEqual({
      message: 'pa.engine.validation.bankAccount',
      args: { length: 12 },
    });
    expect(await firstError(field, '123-4-56789-0', { bankCode: '002' })).toBeUndefined();
  });

  it('rejects a third decimal of baht and checks limits in satang', async () => {
    const field: FieldDeclaration = { source: 'amount', type: 'money', min: 0.01, max: 1000 };
    expect(await firstError(field, '10.005')).toMatchObject({ message: 'pa.engine.validation.money' });
    expect(await firstError(field, '0.00')).toMatchObject({ message: 'ra.validation.minValue' });
    expect(await firstError(field, '1,000.01')).toMatchObject({ message: 'ra.validation.maxValue' });
    expect(await firstError(field, '1,000.00')).toBeUndefined();
  });

  it('accepts only http(s) URLs unless the declaration names schemes', async () => {
    expect(await firstError({ source: 'site', type: 'url' }, 'javascript:alert(1)')).toMatchObject({
      message: 'pa.engine.validation.url',
      args: { schemes: 'http, https' },
    });
    expect(
      await firstError({ source: 'app', type: 'url', schemes: ['myshop'] }, 'myshop://open'),
    ).toBeUndefined();
  });

  it('checks phone, Thai ID and e-mail', async () => {
    expect(await firstError({ source: 'tel', type: 'phone' }, '12345')).toMatchObject({
      message: 'pa.engine.validation.phone',
    });
    expect(await firstError({ source: 'cid', type: 'thaiId' }, '1234567890122')).toMatchObject({
      message: 'pa.engine.validation.thaiId',
    });
    expect(await firstError({ source: 'mail', type: 'email' }, 'not-an-email')).toMatchObject({
      message: 'ra.validation.email',
    });
  });

  it('keeps percentages between 0 and 100 by default', async () => {
    expect(await firstError({ source: 'rate', type: 'percent' }, 101)).toMatchObject({
      message: 'ra.validation.maxValue',
    });
    expect(await firstError({ source: 'rate', type: 'percent' }, -1)).toMatchObject({
      message: 'ra.validation.minValue',
    });
  });
});
