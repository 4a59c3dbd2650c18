import { createContext, useContext } from 'react';

/** A toast's colour and meaning, as notistack names them. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Shows a short message at the bottom of the screen. */
export type ShowToast = (message: string, options?: { variant?: ToastVariant }) => void;

/** Holds the app's `showToast`; `ToastProvider` fills it. */
export const ToastContext = createContext<ShowToast | null>(null);

/** The app's toasts: `showToast(message, { variant })`. Needs a `ToastProvider` above it. */
export function useToast(): { showToast: ShowToast } {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast needs a ToastProvider above it');
  return { showToast };
}
