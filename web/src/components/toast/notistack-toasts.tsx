import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import type { QueuedToast } from './toast-provider';

/** Toasts in the theme's colours, which keep AA contrast with white text (notistack's defaults do not). */
const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main },
}));

const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** What the lazy toast chunk is given: the toasts asked for, and how to say which ones it has shown. */
export interface NotistackToastsProps {
  toasts: readonly QueuedToast[];
  onShown: (ids: readonly number[]) => void;
}

/**
 * notistack's provider and the bridge that hands it the queued toasts. A lazy chunk (toast-provider.tsx): it is
 * fetched with the first toast, so the first route does not carry notistack.
 */
export function NotistackToasts({ toasts, onShown }: NotistackToastsProps) {
  return (
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} Components={toastComponents}>
      <ToastBridge toasts={toasts} onShown={onShown} />
    </SnackbarProvider>
  );
}

function ToastBridge({ toasts, onShown }: NotistackToastsProps) {
  const { enqueueSnackbar } = useSnackbar();
  // Ids already handed to notistack: an effect that runs twice (StrictMode) must not show a toast twice.
  const shown = useRef(new Set<number>());
  useEffect(() => {
    const fresh = toasts.filter((toast) => !shown.current.has(toast.id));
    if (fresh.length === 0) return;
    for (const toast of fresh) {
      shown.current.add(toast.id);
      enqueueSnackbar(toast.message, { variant: toast.variant });
    }
    onShown(fresh.map((toast) => toast.id));
  }, [toasts, enqueueSnackbar, onShown]);
  return null;
}
