/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HELP_URL?: string;
  readonly VITE_ACCESSIBILITY_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
  /** The build's version, as analytics tools label it (CloudWatch RUM's application version). */
  readonly VITE_APP_VERSION?: string;
}
