import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider.ts';
import { httpClient, HttpError } from '../../src/providers/httpClient.ts';
import { getStoredUser, storeUser } from '../../src/providers/session.ts';
import { freshLocalStorage, signinResponse } from './browser-helpers.ts';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

let calls: Call[];

/** Answers every request with `body` (and a Content-Range for lists), recording what was sent. */
function serve(body: unknown, init: { status?: number; total?: number } = {}) {
  vi.stubGlobal('fetch', async (url: string, options: RequestInit = {}) => {
    calls.push({ url, method: options.method ?? 'GET', headers: new Headers(options.headers), body: options.body });
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (init.total !== undefined) headers.set('Content-Range', `items 0-24/${init.total}`);
    return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
  });
}

beforeEach(() => {
  freshLocalStorage();
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

const dataProvider = createDataProvider();
const sort = { field: 'id', order: 'ASC' as const };

describe('httpClient', () => {
  test('sends the bearer token only when someone is signed in', async () => {
    serve({});
    await httpClient('/api/v1/members/1');
    expect(calls[0].headers.has('Authorization')).toBe(false);
    const user = storeUser(signinResponse([{ id: 1, name: 'ROLE_BISH' }]));
    await httpClient('/api/v1/members/1');
    expect(calls[1].headers.get('Authorization')).toBe(`Bearer ${user.accessToken}`);
  });

  test("a failure carries the status and the server's message; a 401 forgets the session", async () => {
    storeUser(signinResponse([{ id: 1, name: 'ROLE_BISH' }]));
    serve({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, { status: 401 });
    const error = await httpClient('/api/v1/members').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(getStoredUser()).toBeNull();
  });
});

describe('dataProvider', () => {
  test('a resource is read at its schema endpoint with simple-rest parameters', async () => {
    serve([{ id: 1, name: 'Yusuf' }], { total: 1 });
    const { data, total } = await dataProvider.getList('family-members', {
      pagination: { page: 2, perPage: 25 },
      sort,
      filter: { q: 'yu' },
    });
    const url = new URL(calls[0].url, 'http://portal');
    expect(url.pathname).toBe('/api/v1/members');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'yu' });
    expect(data).toEqual([{ id: 1, name: 'Yusuf' }]);
    expect(total).toBe(1);
  });

  test('users are addressed by username; the numeric id stays as serverId and goes back as id', async () => {
    serve([{ id: 3, username: 'salma.h', email: 's@example.org' }], { total: 1 });
    const { data } = await dataProvider.getList('users', { pagination: { page: 1, perPage: 10 }, sort, filter: {} });
    expect(data[0]).toMatchObject({ id: 'salma.h', serverId: 3 });

    serve({ id: 3, username: 'salma.h', email: 'new@example.org' });
    const saved = await dataProvider.update('users', {
      id: 'salma.h',
      data: { ...data[0], email: 'new@example.org' },
      previousData: data[0],
    });
    expect(calls[1].url).toBe('/api/auth/users/salma.h');
    expect(JSON.parse(calls[1].body as string)).toEqual({ id: 3, username: 'salma.h', email: 'new@example.org' });
    expect(saved.data).toMatchObject({ id: 'salma.h', serverId: 3 });
  });

  test('only schema properties are sent: what the views add is dropped', async () => {
    serve({ id: 9, name: 'Album', description: 'd', message: 'created' });
    await dataProvider.create('albums', { data: { name: 'Album', description: 'd', message: 'stale', extra: 1 } });
    expect(JSON.parse(calls[0].body as string)).toEqual({ name: 'Album', description: 'd' });
  });

  test('a create with a picture is multipart with the file in `file`', async () => {
    serve({ id: 4, name: 'Wedding', album: 'Family', imageLink: '/x', message: 'Uploaded Successfully !' });
    const rawFile = new File([new Uint8Array([137, 80, 78, 71])], 'wedding.png', { type: 'image/png' });
    const { data } = await dataProvider.create('images', {
      data: { name: 'Wedding', description: 'd', album: 'Family', file: { rawFile } },
    });
    const form = calls[0].body as FormData;
    expect(calls[0].url).toBe('/api/v1/images');
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('wedding.png');
    expect(form.get('album')).toBe('Family');
    expect(calls[0].headers.has('Content-Type')).toBe(false);
    expect(data.id).toBe(4);
  });

  test('an edit with a new picture saves the fields, then uploads, then reads the record back', async () => {
    serve({ id: 2, name: 'Yusuf', userProfileImageLink: '/pic' });
    const rawFile = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    const record = { id: 2, name: 'Yusuf' };
    await dataProvider.update('family-members', { id: 2, data: { ...record, file: { rawFile } }, previousData: record });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/v1/members/2',
      'POST /api/v1/members/2/upload',
      'GET /api/v1/members/2',
    ]);
    expect(JSON.parse(calls[0].body as string)).toEqual({ id: 2, name: 'Yusuf' });
    expect(((calls[1].body as FormData).get('file') as File).name).toBe('me.jpg');
  });
});

describe('a refusal of fields in the back office', () => {
  test('each field the server names gets its words, for react-admin to say at the input in the reader’s language', async () => {
    serve(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'تاريخ الميلاد: ٣١-٠٢-١٨٩٥ ليس يومًا في التقويم',
        fields: [{ field: 'birthdate', rule: 'calendarDay', value: '31-02-1895' }],
      },
      { status: 400 },
    );
    const error = await dataProvider
      .update('family-members', { id: 1, data: { birthdate: '31-02-1895' }, previousData: { id: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const { errors } = (error as HttpError).body as { errors: Record<string, string> };
    // react-admin's own form of a message with its values: the key and the day in the reader's digits.
    expect(errors).toEqual({
      birthdate: `@@react-admin@@${JSON.stringify({ message: 'portal.validation.calendarDay', args: { value: '٣١-٠٢-١٨٩٥' } })}`,
    });
  });
});
