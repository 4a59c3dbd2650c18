/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HELP_URL?: string;
  readonly VITE_ACCESSIBILITY_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
}
