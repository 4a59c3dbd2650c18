import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { NotistackToastsProps } from './notistack-toasts';
import { whenIdle } from '@/lib/when-idle';
import { ToastContext, type ShowToast, type ToastVariant } from './toast-context';

/** A toast asked for and not yet handed to notistack. */
export interface QueuedToast {
  id: number;
  message: string;
  variant: ToastVariant;
}

/**
 * Gives the app `useToast()`. notistack (its provider, transitions and styles) is a lazy chunk, not on the first
 * route: it is fetched once the first page has rendered and the browser is idle, or with the first toast if that
 * comes sooner. Fetching it early matters: an error toast often reports a lost connection, when the chunk could no
 * longer be fetched. Toasts asked for meanwhile wait in a queue and show once it has arrived; if the fetch fails,
 * the next toast tries again (the queued ones are kept), and the page keeps working.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [Toasts, setToasts] = useState<ComponentType<NotistackToastsProps> | null>(null);
  const fetching = useRef(false);
  const lastId = useRef(0);

  const fetchToasts = useCallback(() => {
    if (fetching.current) return;
    fetching.current = true;
    import('./notistack-toasts')
      .then((module) => setToasts(() => module.NotistackToasts))
      .catch(() => undefined)
      .finally(() => {
        fetching.current = false;
      });
  }, []);

  useEffect(() => whenIdle(fetchToasts), [fetchToasts]);

  useEffect(() => {
    if (queue.length > 0 && !Toasts) fetchToasts();
  }, [queue, Toasts, fetchToasts]);

  const showToast = useCallback<ShowToast>((message, options) => {
    lastId.current += 1;
    const toast = { id: lastId.current, message, variant: options?.variant ?? 'default' };
    setQueue((queued) => [...queued, toast]);
  }, []);

  const onShown = useCallback((ids: readonly number[]) => setQueue((queued) => queued.filter((toast) => !ids.includes(toast.id))), []);

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      {Toasts ? <Toasts toasts={queue} onShown={onShown} /> : null}
    </ToastContext.Provider>
  );
}
