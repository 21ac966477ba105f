import { describe, expect, it } from 'vitest';
import { HttpError, type Identifier } from 'react-admin';
import { reasonOf, runBulk } from '../../../../src/schema/list/bulk/runBulk.ts';

const alreadyApproved = () =>
  new HttpError('User request UR2 is already fully approved', 409, {
    message: 'User request UR2 is already fully approved',
    code: 'already_done',
    doneBy: 'สุดา รักงาน',
    doneAt: '2026-11-28T10:05:00+07:00',
    action: 'approve',
  });

describe('runBulk', () => {
  it('sends every row even when some are refused, and records each refusal with its reason', async () => {
    const sent: Identifier[] = [];
    const outcomes = await runBulk(['UR1', 'UR2', 'UR3', 'UR4', 'UR5'], async (id) => {
      sent.push(id);
      if (id === 'UR2') throw alreadyApproved();
      if (id === 'UR4') throw new HttpError('Not allowed', 403, { message: 'Not allowed' });
      return {};
    });
    expect([...sent].sort()).toEqual(['UR1', 'UR2', 'UR3', 'UR4', 'UR5']);
    expect(outcomes.map((o) => [o.id, o.status])).toEqual([
      ['UR1', 'done'],
      ['UR2', 'failed'],
      ['UR3', 'done'],
      ['UR4', 'failed'],
      ['UR5', 'done'],
    ]);
    const refused = outcomes[1];
    expect(refused.status === 'failed' && refused.reason).toMatchObject({
      code: 'already_done',
      doneBy: 'สุดา รักงาน',
      action: 'approve',
    });
    expect(outcomes[3].status === 'failed' && outcomes[3].reason.code).toBe('forbidden');
  });

  it('sends at most three rows at a time and reports progress after each', async () => {
    let inFlight = 0;
    let most = 0;
    const progress: number[] = [];
    await runBulk(
      Array.from({ length: 8 }, (_, i) => i),
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
      },
      { onProgress: (done) => progress.push(done) },
    );
    expect(most).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('stops sending the rest once cancelled: rows not started are left unsent', async () => {
    const controller = new AbortController();
    const sent: Identifier[] = [];
    const outcomes = await runBulk(
      [1, 2, 3, 4, 5, 6],
      async (id) => {
        sent.push(id);
        if (id === 1) controller.abort();
        await Promise.resolve();
      },
      { concurrency: 1, signal: controller.signal },
    );
    expect(sent).toEqual([1]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'done',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('names a conflict with who changed the record, and keeps the text of a refusal without a code', () => {
    const conflict = reasonOf(
      new HttpError('changed', 412, {
        message: 'changed',
        code: 'conflict',
        current: { version: 3, updatedBy: 'สมชาย', updatedAt: '2026-11-28T10:05:00+07:00' },
      }),
    );
    expect(conflict).toMatchObject({ code: 'conflict', changedBy: 'สมชาย' });
    expect(
      reasonOf(new HttpError('The transfer is not waiting', 409, { message: 'The transfer is not waiting' })),
    ).toEqual({
      code: 'failed',
      message: 'The transfer is not waiting',
    });
  });
});
