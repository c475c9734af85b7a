import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

export interface Notice {
  title: string;
  description: string;
  /** Destructive notices (failures, rate limit) are announced assertively. */
  tone: 'success' | 'destructive';
}

export interface ShownNotice extends Notice {
  id: number;
}

type Notify = (notice: Notice) => void;

const NoticesContext = createContext<Notify>(() => undefined);

/**
 * The notices' code is not part of the first load: only a form shows notices, and a form
 * fetches that code when focus first enters it, before anything can be sent, so a notice
 * that says the network failed can still be shown.
 */
const loadNoticeList = () => import('./NoticeList');
const NoticeList = lazy(() => loadNoticeList().then(({ NoticeList }) => ({ default: NoticeList })));

export function preloadNotices(): void {
  void loadNoticeList();
}

/** Shows a notice (how a submission ended) in the page's corner, announced to screen readers. */
export function useNotify(): Notify {
  return useContext(NoticesContext);
}

export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  // Once shown, the list stays: focus on a closing notice falls back to its region.
  const [listShown, setListShown] = useState(false);
  const notify = useCallback<Notify>((notice) => {
    setListShown(true);
    setNotices((shown) => [...shown, { ...notice, id: Date.now() + shown.length }]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setNotices((shown) => shown.filter((notice) => notice.id !== id)),
    [],
  );

  return (
    <NoticesContext.Provider value={notify}>
      {children}
      {listShown ? (
        <Suspense fallback={null}>
          <NoticeList notices={notices} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </NoticesContext.Provider>
  );
}
