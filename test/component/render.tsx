// What every component test shares: the portal's providers around a component, as main.tsx and App.tsx
// put them (the reader's language with its real texts from i18n/*.json, the theme frame that mirrors
// Arabic and Hebrew, a router, the session), and the server's answers given to `fetch`, so no server runs.
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { render, type RenderResult } from 'vitest-browser-react';
import type { Language } from '../../common/model/languages.ts';
import { pluralIndex } from '../../common/model/plural.ts';
import { roleNamesFor, ROLE_NAMES, type SignedInRole } from '../../common/model/roles.ts';
import { applyLanguageToDocument } from '../../src/providers/language.ts';
import type { StoredUser } from '../../src/providers/session.ts';
import { I18nProvider, useI18n } from '../../src/ui/i18n/I18nProvider.tsx';
import { loadMessages } from '../../src/ui/i18n/messages.ts';
import { SessionProvider } from '../../src/public-site/session/SessionProvider.tsx';
import { ThemeFrame } from '../../src/ui/ThemeFrame.tsx';

export interface PortalOptions {
  /** The reader's language, as chosen on an earlier visit (local storage); Arabic, the portal's default, unless said. */
  lang?: Language;
  /** The address the router opens. */
  path?: string;
  /** The signed-in user (see `signedIn`); nobody when left out. */
  user?: StoredUser;
}

export interface PortalScreen extends RenderResult {
  /** The address the router is at now. */
  location: () => string;
}

/** A signed-in user as the sign-in answer leaves it in local storage, with a session good for an hour. */
/** An access token the browser can read the expiry of (an hour from now); `n` tells tokens apart. The server is stubbed: no signature. */
export const testToken = (n = 0): string => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, n }))}.signature`;

export function signedIn(role: SignedInRole, fields: Partial<StoredUser> = {}): StoredUser {
  return {
    id: 7,
    name: 'Salma Haddad',
    username: 'salma',
    email: 'salma@example.org',
    phoneNumber: '0501234567',
    roles: roleNamesFor(role).map((name) => ({ id: ROLE_NAMES.indexOf(name) + 1, name })),
    requestPermission: false,
    numberOfSendSMS: 0,
    allowed: true,
    memberId: null,
    accessToken: 'test-token',
    tokenType: 'Bearer',
    expiry: Math.floor(Date.now() / 1000) + 3600,
    ...fields,
  };
}

function Themed({ children }: { children: ReactNode }) {
  const { dir } = useI18n();
  return <ThemeFrame dir={dir}>{children}</ThemeFrame>;
}

let currentLocation = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  currentLocation = pathname + search;
  return null;
}

/** Renders `ui` inside the portal's providers, in `lang`, at `path`, for `user`. */
export async function renderPortal(ui: ReactNode, { lang = 'ar', path = '/', user }: PortalOptions = {}): Promise<PortalScreen> {
  localStorage.clear();
  localStorage.setItem('selectedLanguage', lang);
  if (user) localStorage.setItem('user', JSON.stringify(user));
  applyLanguageToDocument(lang);
  const messages = await loadMessages(lang);
  const screen = await render(
    <StrictMode>
      <I18nProvider initial={{ lang, messages }}>
        <Themed>
          <MemoryRouter initialEntries={[path]}>
            <SessionProvider>
              <LocationProbe />
              {ui}
            </SessionProvider>
          </MemoryRouter>
        </Themed>
      </I18nProvider>
    </StrictMode>,
  );
  return Object.assign(screen, { location: () => currentLocation });
}

/** A text of i18n/*.json with its %{values} put in, as a test expects to read it (the portal writes numbers in the language's digits). */
export const filled = (text: string, values: Record<string, string | number>): string =>
  text.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** A counted text of i18n/*.json in the form the count `n` takes in `lang` (common/model/plural.ts), its values put in. */
export const counted = (lang: Language, text: string, n: number, values: Record<string, string | number> = {}): string =>
  filled(text.split('||||')[pluralIndex(lang, n)].trim(), { smart_count: n, ...values });

export interface ApiCall {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
  /** The JSON body sent, parsed. */
  body: unknown;
}

/** An answer of the server: its status, JSON body and any headers of its own. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** An answer other than 200 OK. */
export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => new Reply(status, body, headers);

/** A whole list as the API sends one a react-admin list asked for (its count in `Content-Range`). */
export const listReply = (resource: string, records: readonly unknown[]): Reply =>
  reply(200, records, { 'Content-Range': `${resource} 0-${Math.max(records.length - 1, 0)}/${records.length}` });

/**
 * Per `"METHOD /path"` (a `:name` segment stands for any one segment): an answer (`reply`), the JSON
 * body of a 200 answer, a `Response` as it is (bytes that are not JSON: a photo), or a function of the
 * call giving any of these.
 */
export type ApiRoutes = Record<string, unknown>;

/**
 * Answers the portal's calls from `routes` instead of a server (a call no route names gets a 404 and
 * is listed in `unanswered`); `calls` lists every call made. Vitest restores `fetch` after each test.
 */
/** A route's key as a pattern of `"METHOD /path"`: its `:name` segments become named groups. */
function pattern(key: string): RegExp {
  const escaped = key.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
}

export function stubApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const unanswered: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const matched = Object.entries(routes)
      .map(([key, route]) => ({ route, match: pattern(key).exec(`${method} ${url.pathname}`) }))
      .find(({ match }) => match !== null);
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      params: { ...matched?.match?.groups },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = matched?.route;
    const given = typeof route === 'function' ? await (route as (call: ApiCall) => unknown)(call) : route;
    if (route === undefined) unanswered.push(`${method} ${url.pathname}`);
    if (given instanceof Response) return given;
    const answer =
      given instanceof Reply
        ? given
        : route === undefined
          ? reply(404, { message: `no answer for ${method} ${url.pathname}` })
          : reply(200, given);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return { calls, unanswered };
}
