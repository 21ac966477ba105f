import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/declared.ts';
import { lazyRegistry } from '../../../resources/index.ts';
import {
  earlyResponses,
  firstPagesOf,
  FIRST_PAGE_TTL_MS,
  firstPageUrl,
  sendFirstPage,
  type FirstPages,
} from '../../../src/loading/firstPage.ts';
import { firstPageParams, firstScreenList, readFirstScreen } from '../../../src/loading/firstPage.ts';
import { listKey } from '../../../src/loading/keys.ts';
import { createQueryClient } from '../../../src/data/queryClient.ts';
import { buildUrl, createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { envelope, json, recordingFetch, testConfig } from '../data/fixtures.ts';
import type { ServiceConfig } from '../../../src/config/types.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

/** The declared lists a page can open on with their first page asked for early (firstScreenList's). */
const firstScreens = resources.filter((def) => firstScreenList(resources, at(`/${def.name}`)) === def);

/** The GET the console's own data provider sends for `def`'s first page. */
async function ownFirstPageCall(def: (typeof resources)[number]): Promise<URL> {
  const recorder = recordingFetch(() => json(envelope([])));
  const http = createHttpClient({
    config: testConfig,
    getAccessToken: async () => 't',
    fetch: recorder.fetch,
  });
  await createDataProvider({ http, resources }).getList(def.name, firstPageParams(def));
  expect(recorder.calls).toHaveLength(1);
  return recorder.calls[0].url;
}

/** The first pages the boot derives from the registry's heads (what src/main.tsx hands the early start). */
const headPages = firstPagesOf(lazyRegistry.heads);

describe('first page addresses (derived from the heads)', () => {
  it('are what the data provider asks for each declared list, and no other', async () => {
    expect(firstScreens.length).toBeGreaterThan(10);
    const pages: Record<string, unknown> = {};
    for (const def of firstScreens) {
      const url = await ownFirstPageCall(def);
      const base = buildUrl((testConfig.services[def.service] as ServiceConfig).baseUrl, '').href.replace(
        /\/?$/,
        '/',
      );
      expect(url.href.startsWith(base)).toBe(true);
      pages[`/${def.name}`] = {
        service: def.service,
        path: url.pathname.slice(new URL(base).pathname.length),
        query: url.search.slice(1),
      };
    }
    expect(headPages).toEqual(pages);
  });

  it('give the same address for every declared list, and none with a query or elsewhere', async () => {
    for (const def of firstScreens) {
      expect(firstPageUrl(testConfig, at(`/${def.name}`), headPages)).toBe(
        (await ownFirstPageCall(def)).href,
      );
      expect(firstPageUrl(testConfig, at(`/${def.name}/`), headPages)).toBe(
        (await ownFirstPageCall(def)).href,
      );
    }
    const list = `/${firstScreens[0].name}`;
    expect(firstPageUrl(testConfig, at(list, '?page=2'), headPages)).toBeUndefined();
    expect(firstPageUrl(testConfig, at(list, '', '#top'), headPages)).toBeUndefined();
    expect(firstPageUrl(testConfig, at(`${list}/view/1`), headPages)).toBeUndefined();
    expect(firstPageUrl(testConfig, at('/login'), headPages)).toBeUndefined();
    const unknownService: FirstPages = { '/x': { service: 'nope' as 'user', path: 'x', query: '' } };
    expect(
      firstPageUrl({ services: {} as typeof testConfig.services }, at('/x'), unknownService),
    ).toBeUndefined();
  });
});

describe('the HTTP client takes an early answer', () => {
  const def = resources.find((r) => r.name === 'management/store-type')!;
  const url = () => firstPageUrl(testConfig, at(`/${def.name}`), headPages)!;

  function setUp(token: string, early: ReturnType<typeof sendFirstPage>, now = () => 0) {
    const recorder = recordingFetch(() => json(envelope([{ storeTypeId: 'fresh' }], 1)));
    const http = createHttpClient({
      config: testConfig,
      getAccessToken: async () => token,
      fetch: recorder.fetch,
      early: earlyResponses(early, now),
    });
    return { provider: createDataProvider({ http, resources }), calls: recorder.calls };
  }

  const sent = (
    token = 'stored',
    answer: Promise<Response> = Promise.resolve(json(envelope([{ storeTypeId: 'early' }], 1))),
  ) => {
    const seen: { url: string; headers: Headers }[] = [];
    const early = sendFirstPage(
      url(),
      token,
      async (input, init) => {
        seen.push({ url: String(input), headers: new Headers(init?.headers) });
        return answer;
      },
      () => 0,
    );
    return { early, seen };
  };

  it('sent with the stored token as a JSON GET, answers the same call once', async () => {
    const { early, seen } = sent();
    expect(seen[0].url).toBe(url());
    expect(seen[0].headers.get('Authorization')).toBe('Bearer stored');
    expect(seen[0].headers.get('Accept')).toBe('application/json');
    const { provider, calls } = setUp('stored', early);
    const first = await provider.getList(def.name, firstPageParams(def));
    expect(first.data[0]).toMatchObject({ storeTypeId: 'early' });
    expect(calls).toHaveLength(0);
    const again = await provider.getList(def.name, firstPageParams(def));
    expect(again.data[0]).toMatchObject({ storeTypeId: 'fresh' });
    expect(calls).toHaveLength(1);
  });

  it('is read into the cache under the list’s own key once the session is verified (readFirstScreen)', async () => {
    const { early } = sent();
    const { provider, calls } = setUp('stored', early);
    const queryClient = createQueryClient();
    await readFirstScreen(queryClient, provider, def);
    const cached = queryClient.getQueryData<{ data: { storeTypeId: string }[] }>(
      listKey(def.name, firstPageParams(def)),
    );
    expect(cached?.data[0]).toMatchObject({ storeTypeId: 'early' });
    expect(calls).toHaveLength(0);
  });

  it('not for another token, another page, or once FIRST_PAGE_TTL_MS has passed', async () => {
    const other = setUp('another-user', sent().early);
    expect((await other.provider.getList(def.name, firstPageParams(def))).data[0]).toMatchObject({
      storeTypeId: 'fresh',
    });
    expect(other.calls).toHaveLength(1);

    const second = setUp('stored', sent().early);
    const page2 = { ...firstPageParams(def), pagination: { page: 2, perPage: 10 } };
    await second.provider.getList(def.name, page2);
    expect(second.calls).toHaveLength(1);

    const late = setUp('stored', sent().early, () => FIRST_PAGE_TTL_MS);
    expect((await late.provider.getList(def.name, firstPageParams(def))).data[0]).toMatchObject({
      storeTypeId: 'fresh',
    });
  });

  it('asks again when the early call got no answer, and reports an early refusal as its own', async () => {
    const failed = setUp('stored', sent('stored', Promise.reject(new TypeError('Failed to fetch'))).early);
    expect((await failed.provider.getList(def.name, firstPageParams(def))).data[0]).toMatchObject({
      storeTypeId: 'fresh',
    });
    expect(failed.calls).toHaveLength(1);

    const refused = setUp(
      'stored',
      sent('stored', Promise.resolve(json({ message: 'Token expired' }, 401))).early,
    );
    await expect(refused.provider.getList(def.name, firstPageParams(def))).rejects.toMatchObject({
      status: 401,
    });
    expect(refused.calls).toHaveLength(0);
  });
});
