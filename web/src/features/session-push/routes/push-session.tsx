import { useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { usePageData } from '../../../lib/page-context';
import { useLocale } from '../../../hooks/use-locale';
import { createLink, PushScreen, type PushState } from '../components/push-screen';
import type { SessionTransfer } from '../components/session-transfer';
import { checkLink, TakeOverScreen, type TakeOverState } from '../components/take-over-screen';
import '../session-push.css';

type PushSessionData = { side: 'push'; state: PushState } | { side: 'take'; state: TakeOverState };

/**
 * /push_session (the signed-in device makes a one-time link) and /push_session/{hashId} (SPEC §2: the
 * other device opens it). `transfer` is the account's side of the move, handed over by app/router.tsx.
 */
export function pushSessionRoute(transfer: SessionTransfer) {
  async function loader({ params }: LoaderFunctionArgs): Promise<PushSessionData> {
    return params.hashId === undefined
      ? { side: 'push', state: await createLink(transfer) }
      : { side: 'take', state: await checkLink(params.hashId) };
  }

  function PushSessionPage() {
    const data = usePageData<PushSessionData>();
    const locale = useLocale();
    // A new link (another path) starts the screen over.
    const { pathname } = useLocation();
    return data.side === 'push' ? (
      <PushScreen key={pathname} initial={data.state} transfer={transfer} locale={locale} />
    ) : (
      <TakeOverScreen key={pathname} initial={data.state} transfer={transfer} locale={locale} />
    );
  }

  return {
    loader,
    Component: PushSessionPage,
    // Each visit makes (or checks) one link: a revalidation would make another, or check a used one.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.hashId !== nextParams.hashId,
  } satisfies Omit<RouteObject, 'index' | 'path' | 'children' | 'HydrateFallback'>;
}
