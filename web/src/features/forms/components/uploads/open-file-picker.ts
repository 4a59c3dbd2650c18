/**
 * Opens the file dialog of a file input from a button's click (a key or a pointer press). showPicker() is the
 * platform's call for exactly this and fails loudly (NotAllowedError) where click() on a hidden input fails
 * silently; browsers without it get click().
 */
export function openFilePicker(input: HTMLInputElement | null) {
  if (!input || input.disabled) return;
  if (typeof input.showPicker === 'function') {
    try {
      input.showPicker();
      return;
    } catch {
      // Refused (no user activation left, a dialog already open): the click below is the last resort.
    }
  }
  input.click();
}
