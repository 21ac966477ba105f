/** The user configuration (user service): read, and saved field by field within its limits. */
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import { json, MockHttpError, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

const CONFIG_LIMITS = {
  sessionTimeoutMinutes: [1, 1440],
  passwordExpiryDays: [1, 365],
  maxLoginAttempts: [1, 20],
  otpExpiryMinutes: [1, 60],
} as const;

export function routes(): Route[] {
  return [
    {
      service: 'user',
      method: 'GET',
      path: 'user-config',
      resolve: (ctx) => json(recordOr404(ctx.db, 'userConfig', 'default', 'User config')),
    },
    {
      service: 'user',
      method: 'PUT',
      path: 'user-config',
      resolve: async (ctx) => {
        const body = await readJsonObject(ctx.request);
        const patch: Record<string, number> = {};
        const errors: Record<string, string> = {};
        for (const [field, [min, max]] of Object.entries(CONFIG_LIMITS)) {
          if (!(field in body)) continue;
          const n = Number(body[field]);
          if (!Number.isInteger(n) || n < min || n > max)
            errors[field] = `must be a whole number from ${min} to ${max}`;
          else patch[field] = n;
        }
        const problems = Object.entries(errors);
        if (problems.length)
          throw new MockHttpError(400, problems.map(([f, p]) => `${f} ${p}`).join('; '), errors);
        return json(ctx.db.table('userConfig').update('default', patch));
      },
    },
  ];
}
