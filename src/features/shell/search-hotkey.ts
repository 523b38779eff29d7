// `/` and Ctrl/Cmd+K focus the header's instrument search from any screen. Registered by the shell,
// which loads with the entry, so the keys work from the first paint: pressed before the lazily
// loaded search has mounted, the focus is handed to it when it does.
import { useEffect } from 'react';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

let searchInput: HTMLInputElement | null = null;
let focusWhenMounted = false;

function focusSearch(input: HTMLInputElement): void {
  input.focus();
  input.select();
}

/** The global search registers its input here (null on unmount); a pending hotkey focuses it. */
export function registerSearchInput(input: HTMLInputElement | null): void {
  searchInput = input;
  if (input && focusWhenMounted) {
    focusWhenMounted = false;
    focusSearch(input);
  }
}

export function useSearchHotkey(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      if (searchInput) focusSearch(searchInput);
      else focusWhenMounted = true;
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      focusWhenMounted = false;
    };
  }, []);
}
