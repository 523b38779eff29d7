// What the buttons of one message can do: send a prompt as the next user message, or perform a
// structured_action part of the same message (its card registers how).
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { pushToast } from '@/lib/toast-store';

export interface MessageActions {
  accountId: number;
  sendPrompt: (text: string) => void;
  /** The user's question this reply answers (a consent sends it again once access is granted). */
  question?: string | undefined;
  /** Performs the structured action `actionId` of this message, as its card's button would. */
  perform: (actionId: string) => void;
  register: (actionId: string, run: () => void) => () => void;
}

const Context = createContext<MessageActions | null>(null);

export function MessageActionsProvider({
  accountId,
  sendPrompt,
  question,
  children,
}: {
  accountId: number;
  sendPrompt: (text: string) => void;
  question?: string | undefined;
  children: ReactNode;
}) {
  const runners = useRef(new Map<string, () => void>());
  const value = useMemo<MessageActions>(
    () => ({
      accountId,
      sendPrompt,
      question,
      perform: (actionId) => {
        const run = runners.current.get(actionId.toLowerCase());
        if (run) run();
        else
          pushToast({ kind: 'warning', title: 'This button refers to an action that is not in the reply' });
      },
      register: (actionId, run) => {
        runners.current.set(actionId.toLowerCase(), run);
        return () => {
          if (runners.current.get(actionId.toLowerCase()) === run)
            runners.current.delete(actionId.toLowerCase());
        };
      },
    }),
    [accountId, sendPrompt, question],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useMessageActions(): MessageActions {
  const value = useContext(Context);
  if (!value) throw new Error('useMessageActions outside a MessageActionsProvider');
  return value;
}

/** Registers `run` as how this message performs `actionId`. */
export function useRegisterAction(actionId: string, run: () => void): void {
  const { register } = useMessageActions();
  const ref = useRef(run);
  useEffect(() => {
    ref.current = run;
  });
  useEffect(() => register(actionId, () => ref.current()), [register, actionId]);
}
