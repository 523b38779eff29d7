// Page hotkeys (T, B, S, ?, Esc) ignore keys typed into an editable element.
/** Hotkeys are for the page, not for typing: ignore keys pressed in an editable element. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
