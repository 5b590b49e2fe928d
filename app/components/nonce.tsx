import { createContext, useContext } from "react";

/** The CSP nonce, provided on the server only: browsers hide nonce attributes after load anyway. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
