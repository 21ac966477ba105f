// @vitest-environment node
/**
 * The mock backend held to the services contract (tests/setup/contract.ts, docs/contract.md): its own
 * answers pass, and a deliberately wrong answer — a list without the paged envelope, a record field of
 * another type, an error without its message — is reported naming the call, which fails the test it
 * happens in unless the test takes the report, as here. So is a call on a service's address that the
 * document does not describe: a new call nobody described fails the test that makes it.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_CONTRACT, takeContractViolations } from '../../setup/contract.ts';
import { callJson, serviceUrl, startMockServer } from '../mocks/helpers.ts';

describe('the mock held to the contract', () => {
  const mock = startMockServer();
  beforeAll(async () => {
    await takeContractViolations();
  });
  afterAll(() => mock.server.close());

  it('finds nothing wrong in the mock’s own answers', async () => {
    const list = await callJson('master', 'merchant_category', { query: { PageNumber: 1, PageSize: 5 } });
    expect(list.status).toBe(200);
    expect((await callJson('master', 'merchant_category/MC01')).status).toBe(200);
    expect((await callJson('master', 'merchant_category/NOPE')).status).toBe(404);
    expect((await callJson('master', 'master/bank', { auth: 'apiKey' })).status).toBe(200);
    expect(await takeContractViolations()).toEqual([]);
  });

  it('reports a wrong answer installed in the mock, naming the call and what is wrong', async () => {
    mock.server.use(
      http.get(serviceUrl('master', 'merchant_category'), () => HttpResponse.json({ data: [], total: 0 })),
      http.get(serviceUrl('master', 'merchant_category/:id'), () =>
        HttpResponse.json({ storeTypeId: 'MC01', isActive: 'yes' }),
      ),
      http.get(serviceUrl('master', 'master/bank'), () =>
        HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
    );
    try {
      await callJson('master', 'merchant_category');
      await callJson('master', 'merchant_category/MC01');
      await callJson('master', 'master/bank', { auth: 'apiKey' });
    } finally {
      mock.server.resetHandlers();
    }
    const found = await takeContractViolations();
    const said = found.map((v) => `${v.operation} ${v.where}: ${v.problem}`);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/master\/merchant_category response: 200: .*currentPage/),
        expect.stringMatching(
          /^GET \/master\/merchant_category\/\{storeTypeId\} response: 200: \/isActive must be boolean/,
        ),
        expect.stringMatching(/^GET \/master\/master\/bank response: 503: .*message/),
      ]),
    );
  });

  it('reports a call the document does not describe, by its method and address', async () => {
    mock.server.use(http.get(serviceUrl('payment', 'bank/:code/fees'), () => HttpResponse.json({ fee: 1 })));
    try {
      expect((await callJson('payment', 'bank/014/fees')).status).toBe(200);
      // Unanswered by any route, the mock's 404 is still a call the console should not make.
      expect((await callJson('reporting', 'report/transaction/undescribed')).status).toBe(404);
      // A described call is not reported: the start page's summary.
      const summary = await callJson('reporting', 'report/transaction/summary', {
        query: { from: '2026-01-01', to: '2026-01-14', groupBy: 'channel' },
      });
      expect(summary.status).toBe(200);
    } finally {
      mock.server.resetHandlers();
    }
    const said = (await takeContractViolations()).map((v) => `${v.problem}: ${v.operation}`);
    expect(said).toEqual([
      `${NOT_IN_CONTRACT}: GET /payment/bank/014/fees`,
      `${NOT_IN_CONTRACT}: GET /reporting/report/transaction/undescribed`,
    ]);
  });

  it('reports a request off the contract that the mock accepted', async () => {
    mock.server.use(
      http.get(serviceUrl('master', 'merchant_category'), () =>
        HttpResponse.json({
          currentPage: 1,
          hasNext: false,
          hasPrevious: false,
          pageSize: 10,
          totalCount: 0,
          totalPages: 0,
          items: [],
        }),
      ),
    );
    try {
      await callJson('master', 'merchant_category', { query: { PageNumber: 0, SortDirection: 'up' } });
    } finally {
      mock.server.resetHandlers();
    }
    const said = (await takeContractViolations()).map((v) => `${v.where}: ${v.problem}`);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^request: PageNumber=0 must be >= 1/),
        expect.stringMatching(/^request: SortDirection=up must be equal to one of/),
      ]),
    );
  });
});
