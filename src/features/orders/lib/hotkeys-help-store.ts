// Whether the keyboard map is open: the ? key (orders-overlay's hotkeys) and its button in the status
// strip both toggle it.
import { create } from 'zustand';

export const hotkeysHelpStore = create<{ open: boolean }>(() => ({ open: false }));
