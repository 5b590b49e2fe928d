import { createContext, useContext, useMemo, useReducer, type ReactNode } from "react";

/** Page-level modal state (spec section 3, "Page context"): dataset and video, each open + data. */
export type ModalName = "dataset" | "video";
export interface ModalState {
  open: boolean;
  data: unknown;
}
export type ModalsState = Record<ModalName, ModalState>;

export type ModalAction =
  | { type: "toggle"; modal: ModalName }
  | { type: "open"; modal: ModalName; data?: unknown }
  | { type: "close"; modal: ModalName };

export function initialModals(searchParams: URLSearchParams): ModalsState {
  const datasetId = searchParams.get("datasetId");
  return {
    dataset: { open: Boolean(datasetId), data: datasetId ? { datasetId } : null },
    video: { open: false, data: null },
  };
}

export function modalsReducer(state: ModalsState, action: ModalAction): ModalsState {
  const current = state[action.modal];
  switch (action.type) {
    case "toggle":
      return { ...state, [action.modal]: { ...current, open: !current.open } };
    case "open":
      return { ...state, [action.modal]: { open: true, data: action.data ?? current.data } };
    case "close":
      return { ...state, [action.modal]: { ...current, open: false } };
  }
}

const PageContext = createContext<{ modals: ModalsState; dispatch: (action: ModalAction) => void } | null>(null);

export function PageContextProvider({
  searchParams,
  children,
}: {
  searchParams: URLSearchParams;
  children: ReactNode;
}) {
  const [modals, dispatch] = useReducer(modalsReducer, searchParams, initialModals);
  const value = useMemo(() => ({ modals, dispatch }), [modals]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePageContext() {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePageContext must be used inside PageContextProvider");
  return value;
}
