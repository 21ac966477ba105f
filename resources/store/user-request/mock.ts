/**
 * Mock routes of the user requests (merchant service): their pending and completed items and files, and
 * the decision on one item (`{ field | fileName, decision, remark }`) or on the whole request
 * (`{ status, approvedFields?, remark }`), recorded with who decided and when.
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import type { UserRequest } from './seed.ts';
import { USER_REQUEST_STATUSES } from '../../../mocks/db/thai-data.ts';
import { actorOf } from '../../../mocks/handlers/actor.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import { alreadyDone, json, MockHttpError, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';

const now = () => toBangkokIso(Date.now());

function userRequestList(field: keyof Pick<UserRequest, 'pendingList' | 'pendingFiles' | 'completedFiles'>) {
  return (ctx: RouteContext) =>
    json(recordOr404(ctx.db, 'userRequests', ctx.params.id, 'User request')[field]);
}

/** 400 unless `to` may follow `from` in the registration flow (docs/mock-backend.md). */
type Decision = 'approved' | 'disapproved';

function decisionOf(value: unknown): Decision | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'approve' || v === 'approved') return 'approved';
  if (v === 'disapprove' || v === 'disapproved') return 'disapproved';
  return null;
}

/** The request's status after its items were decided. */
function requestStatus(
  pending: number,
  completed: readonly { decision?: Decision }[],
): UserRequest['status'] {
  const approved = completed.some((c) => c.decision !== 'disapproved');
  if (pending > 0)
    return approved ? 'partly approved' : completed.length ? 'partly approved' : 'waiting approve';
  return approved ? 'fully approved' : 'Disapprove';
}

/** One decision on one pending change (`field`) or pending file (`fileName`), with its remark. */
function decideItem(ctx: RouteContext, request: UserRequest, body: Record<string, unknown>): Response {
  const decision = decisionOf(body.decision ?? body.action);
  if (!decision)
    throw new MockHttpError(400, 'decision must be approve or disapprove', { decision: 'required' });
  const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
  if (decision === 'disapproved' && !remark)
    throw new MockHttpError(400, 'remark is required to disapprove', { remark: 'is required' });
  if (remark.length > 500)
    throw new MockHttpError(400, 'remark must be at most 500 characters', { remark: 'too long' });
  const actor = actorOf(ctx);
  const stamp = { decision, remark: remark || null, decidedBy: actor.name, decidedDate: now() };
  let { pendingList, pendingFiles, completedList, completedFiles } = request;
  if (typeof body.field === 'string' && body.field) {
    const item = pendingList.find((c) => c.field === body.field);
    if (!item) {
      const done = completedList.find((c) => c.field === body.field);
      if (done)
        throw alreadyDone(
          `${body.field} of user request ${request.id} was already ${done.decision ?? 'decided'}`,
          done.decidedBy,
          done.decidedDate,
          done.decision === 'disapproved' ? 'disapprove' : 'approve',
        );
      throw new MockHttpError(404, `User request ${request.id} has no pending change of ${body.field}`);
    }
    pendingList = pendingList.filter((c) => c !== item);
    completedList = [...completedList, { ...item, ...stamp }];
  } else if (typeof body.fileName === 'string' && body.fileName) {
    const item = pendingFiles.find((f) => f.fileName === body.fileName);
    if (!item) {
      const done = completedFiles.find((f) => f.fileName === body.fileName);
      if (done)
        throw alreadyDone(
          `${body.fileName} of user request ${request.id} was already ${done.decision ?? 'decided'}`,
          done.decidedBy,
          done.decidedDate,
          done.decision === 'disapproved' ? 'disapprove' : 'approve',
        );
      throw new MockHttpError(404, `User request ${request.id} has no pending file ${body.fileName}`);
    }
    pendingFiles = pendingFiles.filter((f) => f !== item);
    completedFiles = [...completedFiles, { ...item, ...stamp }];
  } else {
    throw new MockHttpError(400, 'field or fileName is required', { field: 'is required' });
  }
  const status = requestStatus(pendingList.length + pendingFiles.length, [
    ...completedList,
    ...completedFiles,
  ]);
  return json(
    ctx.db.table('userRequests').update(request.id, {
      pendingList,
      pendingFiles,
      completedList,
      completedFiles,
      status,
      remark: remark || request.remark,
      updatedBy: actor.name,
      updatedDate: stamp.decidedDate,
    }),
  );
}

/** The older whole-request forms: fully approved, partly approved with approvedFields, Disapprove. */
function decideRequest(ctx: RouteContext, request: UserRequest, body: Record<string, unknown>): Response {
  const status = typeof body.status === 'string' ? body.status.trim() : '';
  if (!(USER_REQUEST_STATUSES as readonly string[]).includes(status) || status === 'waiting approve') {
    throw new MockHttpError(400, 'status must be one of partly approved, fully approved, Disapprove', {
      status: 'unknown',
    });
  }
  const actor = actorOf(ctx);
  const remark = typeof body.remark === 'string' && body.remark.trim() ? body.remark.trim() : null;
  const stampOf = (decision: Decision) => ({ decision, remark, decidedBy: actor.name, decidedDate: now() });
  if (status === 'Disapprove') {
    if (!remark) throw new MockHttpError(400, 'remark is required to disapprove', { remark: 'is required' });
    return json(
      ctx.db.table('userRequests').update(request.id, {
        status,
        remark,
        pendingList: [],
        pendingFiles: [],
        completedList: [
          ...request.completedList,
          ...request.pendingList.map((c) => ({ ...c, ...stampOf('disapproved') })),
        ],
        completedFiles: [
          ...request.completedFiles,
          ...request.pendingFiles.map((f) => ({ ...f, ...stampOf('disapproved') })),
        ],
        updatedBy: actor.name,
        updatedDate: now(),
      }),
    );
  }
  const approved =
    status === 'fully approved'
      ? request.pendingList.map((c) => c.field)
      : Array.isArray(body.approvedFields)
        ? body.approvedFields.filter((f): f is string => typeof f === 'string')
        : [];
  if (status === 'partly approved' && approved.length === 0) {
    throw new MockHttpError(400, 'approvedFields is required for a partial approval', {
      approvedFields: 'required',
    });
  }
  const moved = request.pendingList.filter((c) => approved.includes(c.field));
  const pendingList = request.pendingList.filter((c) => !approved.includes(c.field));
  const done = pendingList.length === 0;
  return json(
    ctx.db.table('userRequests').update(request.id, {
      status: done ? 'fully approved' : 'partly approved',
      remark: remark ?? request.remark,
      pendingList,
      completedList: [...request.completedList, ...moved.map((c) => ({ ...c, ...stampOf('approved') }))],
      pendingFiles: done ? [] : request.pendingFiles,
      completedFiles: done
        ? [...request.completedFiles, ...request.pendingFiles.map((f) => ({ ...f, ...stampOf('approved') }))]
        : request.completedFiles,
      updatedBy: actor.name,
      updatedDate: now(),
    }),
  );
}

export function routes(): Route[] {
  return [
    {
      service: 'merchant',
      method: 'GET',
      path: 'user_request/:id/pending_list',
      resolve: userRequestList('pendingList'),
    },
    {
      service: 'merchant',
      method: 'GET',
      path: 'user_request/:id/file_pending_list',
      resolve: userRequestList('pendingFiles'),
    },
    {
      service: 'merchant',
      method: 'GET',
      path: 'user_request/:id/file',
      resolve: userRequestList('completedFiles'),
    },
    {
      service: 'merchant',
      method: 'GET',
      path: 'user_request/:id/completed_list',
      resolve: (ctx) =>
        json(recordOr404(ctx.db, 'userRequests', ctx.params.id, 'User request').completedList),
    },
    {
      // Approve or disapprove one item (`{ field | fileName, decision, remark }`), or the whole request
      // (`{ status, approvedFields?, remark }`); sent with an Idempotency-Key.
      service: 'merchant',
      method: 'POST',
      path: 'user_request/:id',
      // Deciding on a merchant's change request edits its data: edit, which operations staff have.
      access: { menu: 'userRequest', action: 'edit' },
      resolve: async (ctx) => {
        const request = recordOr404(ctx.db, 'userRequests', ctx.params.id, 'User request');
        const body = await readJsonObject(ctx.request);
        if (request.status === 'fully approved' || request.status === 'Disapprove') {
          throw alreadyDone(
            `User request ${request.id} is already ${request.status}`,
            request.updatedBy,
            request.updatedDate,
            request.status === 'Disapprove' ? 'disapprove' : 'approve',
          );
        }
        if ('decision' in body || 'action' in body) return decideItem(ctx, request, body);
        return decideRequest(ctx, request, body);
      },
    },
  ];
}
