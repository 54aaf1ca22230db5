/**
 * Benchmark: what each library costs the quiz page at open, used the way the app uses it, and what a
 * different use of the same library would save (docs/adr/0001-quiz-page-weight.md). Each entry below
 * is a tiny page built with the app's own build config (web/vite.config.ts: React's plugin, React
 * Router's production files, the chunk groups) into a temporary folder; its JavaScript is weighed
 * gzip like bundle-size.ts does. The entries are virtual modules resolved from web/, so the versions
 * weighed are the app's.
 *   npx tsx scripts/src/bench/library-weights.ts   (--quick: the two routers only, as the suite runs it)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { WEB_ROOT } from '../local/server';
import { printTable } from './stats';

const DATA_ROUTER = 'react-router, data router (before ADR 0001)';
const DECLARATIVE_ROUTER = 'react-router, declarative (what the app uses)';
const REACT_ALONE = 'react + react-dom';

const mount = (jsx: string) => `import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(${jsx});\n`;

/** Each entry: the imports a page of the app makes of a library, and what it renders with them. */
const entries: Record<string, string> = {
  [REACT_ALONE]: `${mount('<p>page</p>')}`,
  [DATA_ROUTER]: `
    import { createBrowserRouter, RouterProvider, Link, NavLink, Outlet, ScrollRestoration, redirect, data, isRouteErrorResponse,
      useLoaderData, useLocation, useMatches, useNavigate, useNavigation, useParams, useRevalidator, useRouteError, useSearchParams } from 'react-router-dom';
    function Page() {
      const navigate = useNavigate(); const [search] = useSearchParams(); const error = useRouteError();
      const all = [useParams(), useLocation(), search, useLoaderData(), isRouteErrorResponse(error), useMatches(), useRevalidator(), useNavigation()];
      return <main onClick={() => navigate('/b')}>{JSON.stringify(all)}<Link to="/a">a</Link><NavLink to="/b">b</NavLink><Outlet /><ScrollRestoration /></main>;
    }
    const router = createBrowserRouter(
      [{ path: '/', Component: Page, ErrorBoundary: Page, loader: () => (Math.random() > 2 ? redirect('/a') : data({ ok: true })),
         children: [{ path: 'q', lazy: () => Promise.resolve({ Component: Page }) }] }],
      { patchRoutesOnNavigation: async () => undefined, dataStrategy: async () => ({}) },
    );
    ${mount('<RouterProvider router={router} />')}`,
  [DECLARATIVE_ROUTER]: `
    import { BrowserRouter, Routes, Route, Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
    function Page() {
      const navigate = useNavigate(); const [search] = useSearchParams();
      return <main onClick={() => navigate('/b')}>{JSON.stringify([useParams(), useLocation(), search])}<Link to="/a">a</Link><NavLink to="/b">b</NavLink><Outlet /></main>;
    }
    ${mount('<BrowserRouter><Routes><Route path="/" element={<Page />}><Route path="q" element={<Navigate to="/" />} /></Route></Routes></BrowserRouter>')}`,
  'i18next + react-i18next (as lib/i18n.ts)': `
    import i18next from 'i18next';
    import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({ resources: {}, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false, react: { useSuspense: false } });
    function Page() { const { t } = useTranslation(); return <p>{t('app.name')}</p>; }
    ${mount('<I18nextProvider i18n={i18n}><Page /></I18nextProvider>')}`,
  '@tanstack/react-query (as lib/query-client.ts)': `
    import { QueryClient, QueryClientProvider, useQuery, useMutation } from '@tanstack/react-query';
    const client = new QueryClient();
    void client.ensureQueryData({ queryKey: ['a'], queryFn: () => 1 });
    function Page() { const q = useQuery({ queryKey: ['a'], queryFn: () => 1 }); const m = useMutation({ mutationFn: async () => 1 }); return <p onClick={() => m.mutate()}>{q.data}</p>; }
    ${mount('<QueryClientProvider client={client}><Page /></QueryClientProvider>')}`,
};

/** Serves each entry as `virtual:<n>.tsx`, importing from web/ (the app's node_modules). */
function virtualEntries(sources: string[]): Plugin {
  return {
    name: 'library-weight-entries',
    resolveId: (id) => (id.startsWith('virtual:entry-') ? `\0${id}` : null),
    load: (id) => (id.startsWith('\0virtual:entry-') ? sources[Number(/entry-(\d+)/.exec(id)![1])] : null),
  };
}

// --quick (the suite): the two routers only, so that the script cannot rot unseen at a third of the time.
const names = process.argv.includes('--quick') ? [DATA_ROUTER, DECLARATIVE_ROUTER] : Object.keys(entries);
const outRoot = mkdtempSync(path.join(tmpdir(), 'library-weights-'));
const sources = Object.values(entries);
const weights = new Map<string, number>();
try {
  for (const name of names) {
    const i = sources.indexOf(entries[name]!);
    const outDir = path.join(outRoot, String(i));
    await build({
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      plugins: [virtualEntries(sources)],
      build: { outDir, emptyOutDir: true, manifest: false, rolldownOptions: { input: `virtual:entry-${i}.tsx` } },
    });
    const files = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    weights.set(name, files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, 'assets', file))).length, 0) / 1024);
  }
} finally {
  rmSync(outRoot, { recursive: true, force: true });
}

const base = weights.get(REACT_ALONE);
const rows: [string, string][] = [...weights].map(([name, kb]) => [name, base === undefined ? `${kb.toFixed(1)} KB with React` : name === REACT_ALONE ? `${kb.toFixed(1)} KB` : `+${(kb - base).toFixed(1)} KB`]);
const data = weights.get(DATA_ROUTER)!;
const declarative = weights.get(DECLARATIVE_ROUTER)!;
rows.push(['the declarative router saves', `${(data - declarative).toFixed(1)} KB`]);
printTable('Libraries at open, gzip (a tiny page each; React + React DOM alone, the others on top of them)', rows);
