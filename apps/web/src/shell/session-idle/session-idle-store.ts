import { create } from 'zustand';
import { registerStoreReset } from '../../lib/store-reset';

/** Spec section 4: the session idle store has an idle flag and a dialog-open flag. */
interface SessionIdleState {
  idle: boolean;
  dialogOpen: boolean;
  setIdle(idle: boolean): void;
  setDialogOpen(open: boolean): void;
}

export const useSessionIdleStore = create<SessionIdleState>()((set) => ({
  idle: false,
  dialogOpen: false,
  setIdle: (idle) => set({ idle }),
  setDialogOpen: (dialogOpen) => set({ dialogOpen }),
}));

registerStoreReset(() => useSessionIdleStore.setState({ idle: false, dialogOpen: false }));
